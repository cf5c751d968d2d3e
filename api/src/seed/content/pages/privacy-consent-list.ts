import { consentGroups, languageCookie, localeCookie, viewportCookie } from '@lumen/domain';
import { sessionCookieName } from '../../../sessions/session-cookie.ts';
import { storeModeCookieName } from '../../../sessions/store-mode.ts';
import { texts } from '../../catalog/texts.ts';
import type { Texts } from '../../catalog/texts.ts';
import type { JsonObject } from '../field-translations.ts';
import type { PageContext } from '../page-context.ts';
import { doc, p } from '../richtext.ts';
import { blok } from '../story-definitions.ts';
import { gdprBasis } from './legal-basis.ts';

/*
 * The privacy page's `consent_list` block (cms-blocks `consent-list`): the groups of the shop's own
 * consent banner (§9: statistics C0002, marketing C0004) with what this shop really stores, each
 * name and lifetime read from where the shop sets it, so the page says what the code does.
 */

/** The consent manager's necessary group: always on, never asked (the storefront's consent store). */
const necessaryGroup = 'C0001';

/** The storefront's consent cookie (storefront `consent-cookie.ts`, which the api may not import). */
const consentCookie = { name: 'lumen_consent', maxAgeSeconds: 365 * 24 * 60 * 60 };

/** The storefront's ROPO flag (storefront `ropo-mode.ts`): set when a shopper first reserves a frame. */
const ropoCookie = { name: 'lumen_ropo', maxAgeSeconds: 90 * 24 * 60 * 60 };

/** The sliding session's lifetime: the api's `SESSION_DAYS` default (`config.ts`). */
const sessionDays = 30;

const secondsPerDay = 24 * 60 * 60;

// Every count here is 5 or more: Polish and Czech take their genitive plural (dni, dní).
const days = (count: number) =>
  texts(`${count} Tage`, `${count} jours`, `${count} giorni`, `${count} dni`, `${count} dní`);

const cookieDays = (cookie: { maxAgeSeconds: number }) => days(cookie.maxAgeSeconds / secondsPerDay);

/** A provider's cookies as editors list them: names separated by commas. */
const cookieList = (...names: string[]) => names.join(', ');

function provider(
  ctx: PageContext,
  key: string,
  name: string,
  fields: { purpose: Texts; cookies?: string; retention?: Texts; privacyPolicy?: string },
): JsonObject {
  return blok(ctx, `consent-provider-${key}`, 'consent_provider', {
    name,
    purpose: ctx.t(fields.purpose),
    ...(fields.cookies ? { cookies: fields.cookies } : {}),
    ...(fields.retention ? { retention: ctx.t(fields.retention) } : {}),
    ...(fields.privacyPolicy ? { privacy_policy: ctx.urlLink(fields.privacyPolicy) } : {}),
  });
}

function group(
  ctx: PageContext,
  groupId: string,
  name: Texts,
  purpose: readonly string[],
  providers: JsonObject[],
): JsonObject {
  return blok(ctx, `consent-group-${groupId}`, 'consent_group', {
    name: ctx.t(name),
    group_id: groupId,
    purpose: doc(...purpose.map((paragraph) => p(paragraph))),
    providers,
  });
}

/** Google's privacy policy in the page's language. */
const googlePrivacy = (ctx: PageContext) => `https://policies.google.com/privacy?hl=${ctx.language}`;

function necessary(ctx: PageContext): JsonObject {
  const { brand } = ctx.market;
  const locale = localeCookie.name;
  const language = languageCookie.name;
  const viewport = viewportCookie.name;
  // The locale and viewport cookies live equally long; one entry names both.
  const localeDays = cookieDays(localeCookie);
  const languageDays = cookieDays(languageCookie);
  const session = days(sessionDays);
  const ropo = ropoCookie.name;
  const ropoDays = cookieDays(ropoCookie);
  return group(
    ctx,
    necessaryGroup,
    texts(
      'Notwendige Cookies',
      'Cookies nécessaires',
      'Cookie necessari',
      'Niezbędne pliki cookie',
      'Nezbytné soubory cookie',
    ),
    [
      ctx.t(
        texts(
          'Ohne sie funktionieren Warenkorb, Merkzettel, Anmeldung und die Wahl von Land und Sprache nicht. Sie sind immer aktiv.',
          'Sans eux, le panier, les favoris, la connexion et le choix du pays et de la langue ne fonctionnent pas. Ils sont toujours actifs.',
          'Senza di essi carrello, preferiti, accesso e scelta di paese e lingua non funzionano. Sono sempre attivi.',
          'Bez nich nie działają koszyk, ulubione, logowanie ani wybór kraju i języka. Są zawsze aktywne.',
          'Bez nich nefunguje košík, oblíbené, přihlášení ani volba země a jazyka. Jsou vždy aktivní.',
        ),
      ),
      ctx.t(
        texts(
          `Bis Sie den Browser schließen, merkt sich der Shop auf einem Tablet in der Filiale den Filialmodus (${storeModeCookieName}); bis Sie den Tab schließen, im Sitzungsspeicher des Browsers eine über einen Link gewählte Filiale (branchId) und wann er nach einem Update zuletzt neu geladen wurde (lastChunkReloadAt).`,
          `Jusqu’à la fermeture du navigateur, la boutique retient le mode magasin d’une tablette en magasin (${storeModeCookieName})\u00a0; jusqu’à la fermeture de l’onglet, elle enregistre dans le stockage de session du navigateur un magasin choisi par un lien (branchId) et le moment de son dernier rechargement après une mise à jour (lastChunkReloadAt).`,
          `Fino alla chiusura del browser, il sito ricorda la modalità negozio di un tablet in negozio (${storeModeCookieName}); fino alla chiusura della scheda, salva nella memoria di sessione del browser un negozio scelto tramite un link (branchId) e il momento dell’ultimo ricaricamento dopo un aggiornamento (lastChunkReloadAt).`,
          `Do zamknięcia przeglądarki sklep pamięta tryb salonu na tablecie w salonie (${storeModeCookieName}); do zamknięcia karty zapisuje w pamięci sesji przeglądarki salon wybrany przez link (branchId) oraz czas ostatniego przeładowania po aktualizacji (lastChunkReloadAt).`,
          `Až do zavření prohlížeče si obchod pamatuje režim pobočky na tabletu v pobočce (${storeModeCookieName}); až do zavření karty si do úložiště relace prohlížeče ukládá pobočku zvolenou odkazem (branchId) a čas posledního načtení po aktualizaci (lastChunkReloadAt).`,
        ),
      ),
    ],
    [
      provider(ctx, 'shop', brand, {
        purpose: texts(
          'Ihre Sitzung mit Warenkorb, Merkzettel und Anmeldung; Land und Sprache des Shops; die Bildschirmbreite, damit Seiten passend aufgebaut werden; ob Sie Fassungen zur Anprobe in einer Filiale vorgemerkt haben',
          'Votre session avec panier, favoris et connexion ; le pays et la langue de la boutique ; la largeur de l’écran, pour afficher les pages correctement ; si vous avez mis des montures sur votre liste d’essayage en magasin',
          'La tua sessione con carrello, preferiti e accesso; paese e lingua del negozio online; la larghezza dello schermo, per impaginare correttamente le pagine; se hai messo delle montature nella lista di prova in negozio',
          'Twoja sesja z koszykiem, ulubionymi i logowaniem; kraj i język sklepu; szerokość ekranu, aby strony wyświetlały się prawidłowo; czy oprawki zostały dodane do listy przymiarek w salonie',
          'Vaše relace s košíkem, oblíbenými a přihlášením; země a jazyk obchodu; šířka obrazovky, aby se stránky správně zobrazily; zda máte obroučky v seznamu na zkoušku na pobočce',
        ),
        cookies: cookieList(sessionCookieName, locale, language, viewport, ropoCookie.name),
        retention: texts(
          `${sessionCookieName}: ${session.de} nach dem letzten Besuch; ${locale}, ${viewport}: ${localeDays.de}; ${language}: ${languageDays.de}; ${ropo}: ${ropoDays.de}`,
          `${sessionCookieName}\u00a0: ${session.fr} après la dernière visite\u00a0; ${locale}, ${viewport}\u00a0: ${localeDays.fr}\u00a0; ${language}\u00a0: ${languageDays.fr}\u00a0; ${ropo}\u00a0: ${ropoDays.fr}`,
          `${sessionCookieName}: ${session.it} dall’ultima visita; ${locale}, ${viewport}: ${localeDays.it}; ${language}: ${languageDays.it}; ${ropo}: ${ropoDays.it}`,
          `${sessionCookieName}: ${session.pl} od ostatniej wizyty; ${locale}, ${viewport}: ${localeDays.pl}; ${language}: ${languageDays.pl}; ${ropo}: ${ropoDays.pl}`,
          `${sessionCookieName}: ${session.cs} od poslední návštěvy; ${locale}, ${viewport}: ${localeDays.cs}; ${language}: ${languageDays.cs}; ${ropo}: ${ropoDays.cs}`,
        ),
      }),
      provider(
        ctx,
        'consent',
        ctx.t(
          texts(
            `Cookie-Banner von ${brand}`,
            `Bannière des cookies de ${brand}`,
            `Banner dei cookie di ${brand}`,
            `Baner plików cookie ${brand}`,
            `Lišta cookies ${brand}`,
          ),
        ),
        {
          purpose: texts(
            'Speichert Ihre Auswahl im Cookie-Banner, damit wir nicht bei jedem Besuch neu fragen',
            'Enregistre votre choix dans la bannière des cookies, pour ne pas vous le redemander à chaque visite',
            'Salva la tua scelta nel banner dei cookie, per non chiedertela a ogni visita',
            'Zapisuje Twój wybór w banerze plików cookie, abyśmy nie pytali o niego przy każdej wizycie',
            'Ukládá vaši volbu v liště cookies, abychom se neptali při každé návštěvě',
          ),
          cookies: consentCookie.name,
          retention: cookieDays(consentCookie),
        },
      ),
    ],
  );
}

function statistics(ctx: PageContext): JsonObject {
  return group(
    ctx,
    consentGroups.statistics,
    texts('Statistik', 'Statistiques', 'Statistiche', 'Statystyka', 'Statistika'),
    [
      ctx.t(
        texts(
          'Wir zählen Seitenaufrufe, um zu sehen, welche Seiten gefragt sind, und den Shop zu verbessern. Die Zählung bleibt bei uns; kein anderer Anbieter ist beteiligt.',
          'Nous comptons les pages vues pour savoir quelles pages sont consultées et améliorer la boutique. Le comptage reste chez nous ; aucun autre fournisseur n’y participe.',
          'Contiamo le pagine visualizzate per capire quali pagine vengono consultate e migliorare il sito. Il conteggio resta da noi; nessun altro fornitore è coinvolto.',
          'Liczymy odsłony stron, aby sprawdzić, które strony są popularne, i ulepszać sklep. Dane zostają u nas; nie uczestniczy w tym żaden inny dostawca.',
          'Počítáme zobrazení stránek, abychom viděli, které stránky jsou žádané, a mohli obchod zlepšovat. Údaje zůstávají u nás; žádný jiný poskytovatel se na tom nepodílí.',
        ),
      ),
    ],
    [
      // §7: the page view beacon to the shop's own `POST /api/dt/report`; it sets no cookie.
      provider(ctx, 'page-views', ctx.market.brand, {
        purpose: texts(
          'Meldet jeden Seitenaufruf an unseren eigenen Server: Adresse und Titel der Seite, die Seite davor, Sprache und Land des Shops, Browser und ob es ein Mobilgerät ist. Den Aufruf der Bestellbestätigung ordnen wir der Bestellung zu. Ohne Cookie; wir speichern dabei weder Ihre IP-Adresse noch eine Kennung, die Sie wiedererkennt.',
          'Signale chaque page vue à notre propre serveur : adresse et titre de la page, page précédente, langue et pays de la boutique, navigateur et s’il s’agit d’un appareil mobile. Nous rattachons la page de confirmation de commande à la commande. Sans cookie ; nous n’enregistrons ni votre adresse IP ni un identifiant permettant de vous reconnaître.',
          'Segnala ogni pagina visualizzata al nostro server: indirizzo e titolo della pagina, pagina precedente, lingua e paese del negozio online, browser e se si tratta di un dispositivo mobile. Colleghiamo la pagina di conferma dell’ordine all’ordine. Senza cookie; non salviamo né il tuo indirizzo IP né un identificativo che ti riconosca.',
          'Zgłasza każdą odsłonę do naszego serwera: adres i tytuł strony, poprzednią stronę, język i kraj sklepu, przeglądarkę oraz to, czy jest to urządzenie mobilne. Wyświetlenie potwierdzenia zamówienia łączymy z zamówieniem. Bez pliku cookie; nie zapisujemy ani Twojego adresu IP, ani identyfikatora, który by Cię rozpoznawał.',
          'Hlásí každé zobrazení stránky našemu serveru: adresu a název stránky, předchozí stránku, jazyk a zemi obchodu, prohlížeč a zda jde o mobilní zařízení. Zobrazení potvrzení objednávky přiřazujeme k objednávce. Bez souboru cookie; neukládáme přitom vaši IP adresu ani identifikátor, podle kterého by vás šlo poznat.',
        ),
      }),
    ],
  );
}

function marketing(ctx: PageContext): JsonObject {
  // The video block's button; Swiss German quotes with guillemets.
  const loadVideo = ctx.market.country === 'CH' ? '«Video laden»' : '„Video laden“';
  return group(
    ctx,
    consentGroups.marketing,
    texts('Marketing', 'Marketing', 'Marketing', 'Marketing', 'Marketing'),
    [
      ctx.t(
        texts(
          'Dienste anderer Anbieter, die Ihren Besuch wiedererkennen können: der Google Tag Manager mit den Google-Tags des Shops und eingebettete Videos von YouTube und Vimeo. Ohne Ihre Einwilligung lädt der Shop von ihnen nichts; sobald er sie lädt, erhalten sie Ihre IP-Adresse.',
          'Services d’autres fournisseurs susceptibles de reconnaître votre visite : Google Tag Manager avec les balises Google de la boutique et les vidéos intégrées de YouTube et Vimeo. Sans votre consentement, la boutique ne charge rien de leur part ; dès qu’elle les charge, ils reçoivent votre adresse IP.',
          'Servizi di altri fornitori che possono riconoscere la tua visita: Google Tag Manager con i tag Google del sito e i video incorporati di YouTube e Vimeo. Senza il tuo consenso il sito non carica nulla da loro; appena li carica, ricevono il tuo indirizzo IP.',
          'Usługi innych dostawców, które mogą rozpoznać Twoją wizytę: Google Tag Manager z tagami Google sklepu oraz osadzone filmy z YouTube i Vimeo. Bez Twojej zgody sklep niczego od nich nie wczytuje; gdy je wczyta, otrzymują one Twój adres IP.',
          'Služby jiných poskytovatelů, které mohou rozpoznat vaši návštěvu: Google Tag Manager se značkami Google obchodu a vložená videa z YouTube a Vimeo. Bez vašeho souhlasu od nich obchod nic nenačítá; jakmile je načte, získají vaši IP adresu.',
        ),
      ),
      // A video's "load video" grants the whole marketing group (cms-blocks video-embed).
      ctx.t(
        texts(
          `Mit ${loadVideo} an einem Video willigen Sie in Marketing ein; das sehen Sie danach auch in den Cookie-Einstellungen.`,
          'En choisissant « Charger la vidéo » sur une vidéo, vous consentez au marketing ; ce choix apparaît ensuite dans les paramètres des cookies.',
          'Scegliendo «Carica il video» su un video acconsenti al marketing; la scelta compare poi nelle impostazioni dei cookie.',
          'Wybierając „Wczytaj film” przy filmie, wyrażasz zgodę na marketing; zobaczysz to potem w ustawieniach plików cookie.',
          'Volbou „Načíst video“ u videa udělujete souhlas s marketingem; uvidíte to pak i v nastavení cookies.',
        ),
      ),
    ],
    [
      // §9 C0004: loaded only with marketing consent; the tags of the shop's container set these cookies.
      provider(ctx, 'tag-manager', 'Google Tag Manager', {
        purpose: texts(
          'Lädt die Google-Tags des Shops für Reichweiten- und Kampagnenmessung (Google Analytics, Google Ads) und gibt ihnen jeden Seitenaufruf mit Seitentyp, Adresse, Titel, Sprache, Land und Anmeldestatus weiter. Anbieter: Google Ireland Limited.',
          'Charge les balises Google de la boutique pour la mesure d’audience et des campagnes (Google Analytics, Google Ads) et leur transmet chaque page vue avec le type, l’adresse et le titre de la page, la langue, le pays et le statut de connexion. Fournisseur : Google Ireland Limited.',
          'Carica i tag Google del sito per la misurazione del pubblico e delle campagne (Google Analytics, Google Ads) e trasmette loro ogni pagina visualizzata con tipo, indirizzo e titolo della pagina, lingua, paese e stato di accesso. Fornitore: Google Ireland Limited.',
          'Wczytuje tagi Google sklepu do pomiaru ruchu i kampanii (Google Analytics, Google Ads) i przekazuje im każdą odsłonę wraz z typem, adresem i tytułem strony, językiem, krajem oraz statusem logowania. Dostawca: Google Ireland Limited.',
          'Načítá značky Google obchodu pro měření návštěvnosti a kampaní (Google Analytics, Google Ads) a předává jim každé zobrazení stránky s typem, adresou a názvem stránky, jazykem, zemí a stavem přihlášení. Poskytovatel: Google Ireland Limited.',
        ),
        cookies: cookieList('_ga', '_ga_<ID>', '_gcl_au'),
        retention: texts(
          '_ga, _ga_<ID>: 2 Jahre; _gcl_au: 90 Tage',
          '_ga, _ga_<ID> : 2 ans ; _gcl_au : 90 jours',
          '_ga, _ga_<ID>: 2 anni; _gcl_au: 90 giorni',
          '_ga, _ga_<ID>: 2 lata; _gcl_au: 90 dni',
          '_ga, _ga_<ID>: 2 roky; _gcl_au: 90 dní',
        ),
        privacyPolicy: googlePrivacy(ctx),
      }),
      // cms-blocks video-embed: YouTube's privacy-enhanced host, only after marketing consent.
      provider(ctx, 'youtube', 'YouTube', {
        purpose: texts(
          'Spielt eingebettete Videos im erweiterten Datenschutzmodus (youtube-nocookie.com) ab. Cookies setzt YouTube erst beim Abspielen; schon beim Laden des Players legt es im lokalen Speicher des Browsers eine Gerätekennung ab (yt-remote-device-id). Anbieter: Google Ireland Limited.',
          'Lit les vidéos intégrées en mode de confidentialité avancée (youtube-nocookie.com). YouTube ne dépose des cookies qu’à la lecture ; dès le chargement du lecteur, il enregistre un identifiant d’appareil dans le stockage local du navigateur (yt-remote-device-id). Fournisseur : Google Ireland Limited.',
          'Riproduce i video incorporati in modalità di privacy avanzata (youtube-nocookie.com). YouTube imposta i cookie solo alla riproduzione; già al caricamento del player salva un identificativo del dispositivo nella memoria locale del browser (yt-remote-device-id). Fornitore: Google Ireland Limited.',
          'Odtwarza osadzone filmy w trybie rozszerzonej prywatności (youtube-nocookie.com). YouTube ustawia pliki cookie dopiero przy odtwarzaniu; już przy wczytaniu odtwarzacza zapisuje w pamięci lokalnej przeglądarki identyfikator urządzenia (yt-remote-device-id). Dostawca: Google Ireland Limited.',
          'Přehrává vložená videa v režimu rozšířeného soukromí (youtube-nocookie.com). Soubory cookie nastavuje YouTube až při přehrávání; už při načtení přehrávače ukládá do místního úložiště prohlížeče identifikátor zařízení (yt-remote-device-id). Poskytovatel: Google Ireland Limited.',
        ),
        cookies: cookieList('YSC', 'VISITOR_INFO1_LIVE', 'VISITOR_PRIVACY_METADATA'),
        retention: texts(
          'YSC: bis Sie den Browser schließen; VISITOR_INFO1_LIVE, VISITOR_PRIVACY_METADATA: 6 Monate; lokaler Speicher: bis Sie ihn löschen',
          'YSC : jusqu’à la fermeture du navigateur ; VISITOR_INFO1_LIVE, VISITOR_PRIVACY_METADATA : 6 mois ; stockage local : jusqu’à ce que vous le supprimiez',
          'YSC: fino alla chiusura del browser; VISITOR_INFO1_LIVE, VISITOR_PRIVACY_METADATA: 6 mesi; memoria locale: finché non la cancelli',
          'YSC: do zamknięcia przeglądarki; VISITOR_INFO1_LIVE, VISITOR_PRIVACY_METADATA: 6 miesięcy; pamięć lokalna: do jej usunięcia',
          'YSC: do zavření prohlížeče; VISITOR_INFO1_LIVE, VISITOR_PRIVACY_METADATA: 6 měsíců; místní úložiště: dokud je nesmažete',
        ),
        privacyPolicy: googlePrivacy(ctx),
      }),
      // cms-blocks video-embed: Vimeo's player with dnt=1, which sets no cookies.
      provider(ctx, 'vimeo', 'Vimeo', {
        purpose: texts(
          'Spielt eingebettete Videos mit der Option Do Not Track ab: Der Player setzt keine Cookies und erfasst keine Sitzungsdaten. Anbieter: Vimeo.com, Inc., USA.',
          'Lit les vidéos intégrées avec l’option Do Not Track : le lecteur ne dépose pas de cookies et n’enregistre pas de données de session. Fournisseur : Vimeo.com, Inc., États-Unis.',
          'Riproduce i video incorporati con l’opzione Do Not Track: il player non imposta cookie e non registra dati di sessione. Fornitore: Vimeo.com, Inc., USA.',
          'Odtwarza osadzone filmy z opcją Do Not Track: odtwarzacz nie ustawia plików cookie i nie zbiera danych sesji. Dostawca: Vimeo.com, Inc., USA.',
          'Přehrává vložená videa s volbou Do Not Track: přehrávač nenastavuje soubory cookie a nezaznamenává data relace. Poskytovatel: Vimeo.com, Inc., USA.',
        ),
        privacyPolicy: 'https://vimeo.com/privacy',
      }),
    ],
  );
}

/** How consent works here, and the law it rests on: the GDPR, in the Swiss shops the DSG (§9). */
function intro(ctx: PageContext) {
  const law =
    ctx.market.country === 'CH'
      ? ctx.t(
          texts(
            ` Es gilt das ${ctx.t(ctx.market.privacyLaw)}.`,
            ` La ${ctx.t(ctx.market.privacyLaw)} s’applique.`,
            ` Si applica la ${ctx.t(ctx.market.privacyLaw)}.`,
            ` Obowiązuje ${ctx.t(ctx.market.privacyLaw)}.`,
            ` Platí ${ctx.t(ctx.market.privacyLaw)}.`,
          ),
        )
      : '';
  const basis = gdprBasis(ctx, 'a');
  return doc(
    p(
      ctx.t(
        texts(
          `Hier steht, welche Cookies dieser Shop setzt und was er sonst in Ihrem Browser speichert, wozu und wie lange. Notwendige Cookies setzen wir immer, Statistik und Marketing nur mit Ihrer Einwilligung im Cookie-Banner${basis}.`,
          `Voici les cookies que dépose cette boutique et ce qu’elle enregistre d’autre dans votre navigateur, dans quel but et pour combien de temps. Nous utilisons toujours les cookies nécessaires, les statistiques et le marketing uniquement avec votre consentement dans la bannière des cookies${basis}.`,
          `Qui trovi quali cookie imposta questo sito e cos’altro salva nel tuo browser, a quale scopo e per quanto tempo. I cookie necessari sono sempre attivi, statistiche e marketing solo con il tuo consenso nel banner dei cookie${basis}.`,
          `Tutaj znajdziesz informacje, jakie pliki cookie ustawia ten sklep i co jeszcze zapisuje w Twojej przeglądarce, w jakim celu i na jak długo. Niezbędne pliki cookie stosujemy zawsze, statystyczne i marketingowe tylko za Twoją zgodą wyrażoną w banerze plików cookie${basis}.`,
          `Zde najdete, jaké soubory cookie tento obchod nastavuje a co dalšího ukládá ve vašem prohlížeči, k jakému účelu a na jak dlouho. Nezbytné soubory cookie používáme vždy, statistické a marketingové jen s vaším souhlasem v liště cookies${basis}.`,
        ),
      ) + law,
    ),
    p(
      ctx.t(
        texts(
          'Ihre Auswahl können Sie hier oder in den Cookie-Einstellungen am Seitenende jederzeit ändern. Ein Widerruf gilt ab dann; Cookies, die andere Anbieter schon gesetzt haben, löschen Sie in Ihrem Browser.',
          'Vous pouvez modifier votre choix à tout moment ici ou dans les paramètres des cookies en bas de page. Un retrait vaut pour la suite ; les cookies déjà déposés par d’autres fournisseurs peuvent être supprimés dans votre navigateur.',
          'Puoi modificare la tua scelta in qualsiasi momento qui o nelle impostazioni dei cookie a fondo pagina. La revoca vale da quel momento; i cookie già impostati da altri fornitori si eliminano nel browser.',
          'Swój wybór możesz w każdej chwili zmienić tutaj lub w ustawieniach plików cookie w stopce strony. Wycofanie zgody działa od tej chwili; pliki cookie ustawione już przez innych dostawców usuniesz w swojej przeglądarce.',
          'Svou volbu můžete kdykoli změnit zde nebo v nastavení cookies v zápatí stránky. Odvolání souhlasu platí od té chvíle; soubory cookie, které už nastavili jiní poskytovatelé, smažete ve svém prohlížeči.',
        ),
      ),
    ),
  );
}

/** The privacy page's list of the consent groups, their purposes and providers (§9). */
export function privacyConsentList(ctx: PageContext): JsonObject {
  return blok(ctx, 'consent-list', 'consent_list', {
    headline: ctx.t(
      texts(
        'Cookies und Anbieter',
        'Cookies et fournisseurs',
        'Cookie e fornitori',
        'Pliki cookie i dostawcy',
        'Soubory cookie a poskytovatelé',
      ),
    ),
    intro: intro(ctx),
    groups: [necessary(ctx), statistics(ctx), marketing(ctx)],
  });
}
