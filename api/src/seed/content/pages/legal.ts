import { legalPageSlugs } from '@lumen/domain';
import { texts } from '../../catalog/texts.ts';
import type { Texts } from '../../catalog/texts.ts';
import type { PageContext } from '../page-context.ts';
import { doc, h, link, p, ul } from '../richtext.ts';
import type { RichtextNode } from '../richtext.ts';
import { blok, seo } from '../story-definitions.ts';
import type { StoryDefinition } from '../story-definitions.ts';
import { gdprBasis } from './legal-basis.ts';
import { privacyConsentList } from './privacy-consent-list.ts';

const { privacy: privacySlugs, imprint: imprintSlugs } = legalPageSlugs;

export const privacyTitle = texts(
  'Datenschutzerklärung',
  'Déclaration de protection des données',
  'Informativa sulla privacy',
  'Polityka prywatności',
  'Zásady ochrany osobních údajů',
);

export const imprintTitle = texts(
  'Impressum',
  'Mentions légales',
  'Note legali',
  'Nota prawna',
  'Údaje o provozovateli',
);

/** One section of a legal page: an accordion item, its block uid `section-{key}`. */
export function section(ctx: PageContext, key: string, title: Texts, content: RichtextNode) {
  return blok(ctx, `section-${key}`, 'accordion_item', { title: ctx.t(title), content });
}

function privacyPage(ctx: PageContext) {
  const { market } = ctx;
  const country = ctx.t(market.countryName);
  const mail = { linktype: 'email', email: market.privacyEmail } as const;
  const swiss = market.country === 'CH';
  return {
    _uid: ctx.uid('page'),
    component: 'content_page',
    title: ctx.t(privacyTitle),
    seo: seo(
      ctx,
      `${ctx.t(privacyTitle)} | ${market.brand}`,
      ctx.t(
        texts(
          'Wie wir Ihre Daten im Online-Shop und in den Filialen verarbeiten und welche Rechte Sie haben.',
          'Comment nous traitons vos données dans la boutique en ligne et en magasin, et quels sont vos droits.',
          'Come trattiamo i tuoi dati online e nei nostri negozi, e quali sono i tuoi diritti.',
          'Jak przetwarzamy Twoje dane w sklepie internetowym i w salonach oraz jakie masz prawa.',
          'Jak zpracováváme vaše údaje v e-shopu a na pobočkách a jaká máte práva.',
        ),
      ),
    ),
    robots: '',
    intro: doc(
      p(
        ctx.t(
          texts(
            `Verantwortlich für die Verarbeitung Ihrer personenbezogenen Daten in diesem Online-Shop ist die ${market.company}, ${market.street}, ${market.zipCity}, ${country}. Unsere Datenschutzbeauftragte erreichen Sie unter `,
            `Le responsable du traitement de vos données personnelles dans cette boutique en ligne est ${market.company}, ${market.street}, ${market.zipCity}, ${country}. Vous pouvez joindre notre déléguée à la protection des données à l’adresse `,
            `Titolare del trattamento dei tuoi dati personali in questo negozio online è ${market.company}, ${market.street}, ${market.zipCity}, ${country}. Puoi contattare la nostra responsabile della protezione dei dati all’indirizzo `,
            `Administratorem Twoich danych osobowych w tym sklepie internetowym jest ${market.company}, ${market.street}, ${market.zipCity}, ${country}. Z naszą inspektor ochrony danych skontaktujesz się pod adresem `,
            `Správcem vašich osobních údajů v tomto e-shopu je ${market.company}, ${market.street}, ${market.zipCity}, ${country}. Naši pověřenkyni pro ochranu osobních údajů zastihnete na adrese `,
          ),
        ),
        link(market.privacyEmail, mail),
        '.',
      ),
    ),
    body: [
      blok(ctx, 'sections', 'accordion', {
        headline: '',
        items: [
          section(
            ctx,
            'data',
            texts(
              'Welche Daten wir verarbeiten',
              'Quelles données nous traitons',
              'Quali dati trattiamo',
              'Jakie dane przetwarzamy',
              'Jaké údaje zpracováváme',
            ),
            doc(
              p(
                ctx.t(
                  texts(
                    'Bestell- und Kontaktdaten (Name, Anschrift, E-Mail-Adresse, Telefonnummer), Zahlungsdaten, Ihre Korrektionswerte, wenn Sie Brillengläser oder Kontaktlinsen bestellen, und technische Daten Ihres Besuchs (IP-Adresse, Zeitpunkt, aufgerufene Seiten).',
                    'Données de commande et de contact (nom, adresse, adresse e-mail, numéro de téléphone), données de paiement, vos valeurs de correction lorsque vous commandez des verres ou des lentilles, et données techniques de votre visite (adresse IP, heure, pages consultées).',
                    'Dati dell’ordine e di contatto (nome, indirizzo, e-mail, numero di telefono), dati di pagamento, i tuoi valori di correzione quando ordini lenti oftalmiche o lenti a contatto e dati tecnici della visita (indirizzo IP, orario, pagine visitate).',
                    'Dane zamówienia i kontaktowe (imię i nazwisko, adres, e-mail, numer telefonu), dane płatności, Twoje parametry korekcji, gdy zamawiasz soczewki okularowe lub kontaktowe, oraz dane techniczne wizyty (adres IP, czas, odwiedzone strony).',
                    'Údaje o objednávce a kontaktní údaje (jméno, adresa, e-mail, telefon), platební údaje, vaše dioptrické hodnoty, když objednáváte brýlová skla nebo kontaktní čočky, a technické údaje o návštěvě (IP adresa, čas, navštívené stránky).',
                  ),
                ),
              ),
              p(
                ctx.t(
                  texts(
                    'Korrektionswerte sind Gesundheitsdaten: Wir verarbeiten sie nur mit Ihrer ausdrücklichen Einwilligung und nur, um Ihre Bestellung anzufertigen.',
                    'Les valeurs de correction sont des données de santé : nous ne les traitons qu’avec votre consentement exprès et uniquement pour réaliser votre commande.',
                    'I valori di correzione sono dati sanitari: li trattiamo solo con il tuo consenso esplicito e solo per realizzare il tuo ordine.',
                    'Parametry korekcji to dane o zdrowiu: przetwarzamy je wyłącznie za Twoją wyraźną zgodą i tylko w celu wykonania zamówienia.',
                    'Dioptrické hodnoty jsou údaje o zdraví: zpracováváme je jen s vaším výslovným souhlasem a jen za účelem vyhotovení objednávky.',
                  ),
                ),
              ),
            ),
          ),
          section(
            ctx,
            'purposes',
            texts(
              'Zwecke und Rechtsgrundlagen',
              'Finalités et bases juridiques',
              'Finalità e basi giuridiche',
              'Cele i podstawy prawne',
              'Účely a právní základy',
            ),
            doc(
              ul(
                ctx.t(
                  texts(
                    'Abwicklung und Lieferung Ihrer Bestellung',
                    'Traitement et livraison de votre commande',
                    'Gestione e consegna del tuo ordine',
                    'Realizacja i dostawa zamówienia',
                    'Vyřízení a doručení objednávky',
                  ),
                ) + gdprBasis(ctx, 'b'),
                ctx.t(
                  texts(
                    'gesetzliche Aufbewahrungspflichten',
                    'obligations légales de conservation',
                    'obblighi legali di conservazione',
                    'ustawowe obowiązki przechowywania',
                    'zákonné povinnosti uchovávání',
                  ),
                ) + gdprBasis(ctx, 'c'),
                ctx.t(
                  texts(
                    'Newsletter und Statistik nur mit Ihrer Einwilligung, jederzeit widerrufbar',
                    'newsletter et statistiques uniquement avec votre consentement, révocable à tout moment',
                    'newsletter e statistiche solo con il tuo consenso, revocabile in qualsiasi momento',
                    'newsletter i statystyki wyłącznie za Twoją zgodą, którą możesz w każdej chwili wycofać',
                    'newsletter a statistiky jen s vaším souhlasem, který můžete kdykoli odvolat',
                  ),
                ) + gdprBasis(ctx, 'a'),
                ctx.t(
                  texts(
                    'Schutz vor Betrug bei Kauf auf Rechnung',
                    'protection contre la fraude lors d’un achat sur facture',
                    'protezione dalle frodi negli acquisti con fattura',
                    'ochrona przed oszustwami przy zakupie na fakturę',
                    'ochrana před podvody při nákupu na fakturu',
                  ),
                ) + gdprBasis(ctx, 'f'),
              ),
              p(
                swiss
                  ? ctx.t(
                      texts(
                        `Es gilt das ${ctx.t(market.privacyLaw)}; für Kundinnen und Kunden im Europäischen Wirtschaftsraum zusätzlich die Datenschutz-Grundverordnung (DSGVO).`,
                        `La ${ctx.t(market.privacyLaw)} s’applique\u00a0; pour la clientèle de l’Espace économique européen, le RGPD s’applique également.`,
                        `Si applica la ${ctx.t(market.privacyLaw)}; per la clientela dello Spazio economico europeo si applica inoltre il GDPR.`,
                        `Obowiązuje ${ctx.t(market.privacyLaw)}; dla klientów z Europejskiego Obszaru Gospodarczego dodatkowo RODO.`,
                        `Platí ${ctx.t(market.privacyLaw)}; pro zákazníky z Evropského hospodářského prostoru navíc GDPR.`,
                      ),
                    )
                  : ctx.t(
                      texts(
                        `Ergänzend zur Datenschutz-Grundverordnung gilt das ${ctx.t(market.privacyLaw)}.`,
                        `En complément du RGPD, la ${ctx.t(market.privacyLaw)} s’applique.`,
                        `In aggiunta al GDPR si applica il ${ctx.t(market.privacyLaw)}.`,
                        `Uzupełniająco do RODO obowiązuje ${ctx.t(market.privacyLaw)}.`,
                        `Vedle GDPR platí ${ctx.t(market.privacyLaw)}.`,
                      ),
                    ),
              ),
            ),
          ),
          section(
            ctx,
            'cookies',
            texts(
              'Cookies und Einwilligung',
              'Cookies et consentement',
              'Cookie e consenso',
              'Pliki cookie i zgoda',
              'Cookies a souhlas',
            ),
            doc(
              p(
                ctx.t(
                  texts(
                    'Technisch notwendige Cookies setzen wir immer, Statistik- und Marketing-Cookies nur, wenn Sie im Cookie-Banner zustimmen. Ihre Auswahl können Sie jederzeit in den Cookie-Einstellungen am Seitenende ändern.',
                    'Nous utilisons toujours les cookies techniquement nécessaires ; les cookies de statistiques et de marketing uniquement si vous y consentez dans la bannière. Vous pouvez modifier votre choix à tout moment dans les paramètres des cookies en bas de page.',
                    'Utilizziamo sempre i cookie tecnicamente necessari; i cookie statistici e di marketing solo se acconsenti nel banner. Puoi modificare la tua scelta in qualsiasi momento nelle impostazioni dei cookie a fondo pagina.',
                    'Niezbędne pliki cookie stosujemy zawsze, statystyczne i marketingowe tylko wtedy, gdy wyrazisz zgodę w banerze. Wybór możesz w każdej chwili zmienić w ustawieniach plików cookie na dole strony.',
                    'Technicky nezbytné cookies používáme vždy, statistické a marketingové jen tehdy, když s nimi v liště souhlasíte. Svou volbu můžete kdykoli změnit v nastavení cookies v zápatí stránky.',
                  ),
                ),
              ),
            ),
          ),
          section(
            ctx,
            'retention',
            texts(
              'Speicherdauer',
              'Durée de conservation',
              'Durata di conservazione',
              'Okres przechowywania',
              'Doba uložení',
            ),
            doc(
              p(
                ctx.t(
                  texts(
                    'Bestelldaten bewahren wir zehn Jahre auf, weil Handels- und Steuerrecht es verlangen. Ihr Kundenkonto löschen wir, sobald Sie es schließen; Korrektionswerte drei Jahre nach Ihrer letzten Bestellung.',
                    'Nous conservons les données de commande pendant dix ans, comme l’exigent le droit commercial et le droit fiscal. Nous supprimons votre compte client dès que vous le fermez, et vos valeurs de correction trois ans après votre dernière commande.',
                    'Conserviamo i dati degli ordini per dieci anni, come richiesto dalla normativa commerciale e fiscale. Cancelliamo il tuo account non appena lo chiudi e i valori di correzione tre anni dopo il tuo ultimo ordine.',
                    'Dane zamówień przechowujemy przez dziesięć lat, ponieważ wymagają tego przepisy handlowe i podatkowe. Konto klienta usuwamy, gdy je zamkniesz, a parametry korekcji trzy lata po ostatnim zamówieniu.',
                    'Údaje o objednávkách uchováváme deset let, jak to vyžadují obchodní a daňové předpisy. Zákaznický účet smažeme, jakmile jej zrušíte, a dioptrické hodnoty tři roky po vaší poslední objednávce.',
                  ),
                ),
              ),
            ),
          ),
          section(
            ctx,
            'rights',
            texts('Ihre Rechte', 'Vos droits', 'I tuoi diritti', 'Twoje prawa', 'Vaše práva'),
            doc(
              p(
                ctx.t(
                  texts(
                    `Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch. Sie können sich bei der Aufsichtsbehörde beschweren; zuständig ist ${ctx.t(market.authority)}.`,
                    `Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation du traitement, de portabilité et d’opposition. Vous pouvez introduire une réclamation auprès de l’autorité de contrôle compétente\u00a0: ${ctx.t(market.authority)}.`,
                    `Hai diritto di accesso, rettifica, cancellazione, limitazione del trattamento, portabilità dei dati e opposizione. Puoi proporre reclamo all’autorità di controllo competente: ${ctx.t(market.authority)}.`,
                    `Masz prawo dostępu do danych, ich sprostowania, usunięcia, ograniczenia przetwarzania, przenoszenia oraz prawo sprzeciwu. Możesz wnieść skargę do organu nadzorczego: ${ctx.t(market.authority)}.`,
                    `Máte právo na přístup, opravu, výmaz, omezení zpracování, přenositelnost údajů a právo vznést námitku. Stížnost můžete podat u dozorového úřadu: ${ctx.t(market.authority)}.`,
                  ),
                ),
              ),
              p(
                ctx.t(
                  texts(
                    'Ihre Anfrage richten Sie bitte an ',
                    'Adressez votre demande à ',
                    'Invia la tua richiesta a ',
                    'Wnioski prosimy kierować na adres ',
                    'Svou žádost prosím zašlete na ',
                  ),
                ),
                link(market.privacyEmail, mail),
                ctx.t(
                  texts(
                    '; Angaben zu unserem Unternehmen finden Sie im ',
                    ' ; les informations sur notre société figurent dans les ',
                    '; i dati della nostra società si trovano nelle ',
                    '; dane naszej firmy znajdziesz w ',
                    '; údaje o naší společnosti najdete v ',
                  ),
                ),
                link(ctx.t(imprintTitle), ctx.storyTarget('impressum')),
                '.',
              ),
            ),
          ),
        ],
      }),
      privacyConsentList(ctx),
    ],
  };
}

function imprintPage(ctx: PageContext) {
  const { market } = ctx;
  // French sets a space before the colon, as the site's other French texts do.
  const label = (text: Texts) => `${ctx.t(text)}${ctx.language === 'fr' ? ' :' : ':'} `;
  return {
    _uid: ctx.uid('page'),
    component: 'content_page',
    title: ctx.t(imprintTitle),
    seo: seo(
      ctx,
      `${ctx.t(imprintTitle)} | ${market.brand}`,
      ctx.t(
        texts(
          `Anbieterin dieses Online-Shops ist die ${market.company}.`,
          `Cette boutique en ligne est exploitée par ${market.company}.`,
          `Questo negozio online è gestito da ${market.company}.`,
          `${market.company} jest operatorem tego sklepu internetowego.`,
          `Provozovatelem tohoto e-shopu je ${market.company}.`,
        ),
      ),
    ),
    robots: '',
    intro: doc(
      h(2, market.company),
      p(`${market.street}, ${market.zipCity}, ${ctx.t(market.countryName)}`),
      p(
        label(
          texts(
            'Vertreten durch',
            'Représentée par',
            'Rappresentata da',
            'Reprezentowana przez',
            'Zastoupena',
          ),
        ) + market.managers,
      ),
      p(
        label(
          texts(
            'Registereintrag',
            'Inscription au registre',
            'Iscrizione al registro',
            'Wpis do rejestru',
            'Zápis v rejstříku',
          ),
        ) + ctx.t(market.register),
      ),
      ...market.taxIds.map((taxId) => p(label(taxId.label) + ctx.t(taxId.value))),
      h(2, ctx.t(texts('Kontakt', 'Contact', 'Contatti', 'Kontakt', 'Kontakt'))),
      p(
        label(texts('Telefon', 'Téléphone', 'Telefono', 'Telefon', 'Telefon')) +
          `${market.phone} (${ctx.t(market.serviceHours)})`,
      ),
      p(
        label(texts('E-Mail', 'E-mail', 'E-mail', 'E-mail', 'E-mail')),
        link(market.email, { linktype: 'email', email: market.email }),
      ),
    ),
    body: [],
  };
}

/** §9: privacy page per shop, under the slug of its language. */
export const privacyStory: StoryDefinition = {
  kind: 'story',
  path: privacySlugs.de,
  names: texts(
    'Datenschutz',
    'Protection des données',
    'Protezione dei dati',
    'Ochrona danych',
    'Ochrana údajů',
  ),
  slugs: { fr: privacySlugs.fr, it: privacySlugs.it, pl: privacySlugs.pl, cs: privacySlugs.cs },
  position: 10,
  tags: ['legal'],
  content: privacyPage,
};

export const imprintStory: StoryDefinition = {
  kind: 'story',
  path: imprintSlugs.de,
  names: imprintTitle,
  slugs: { fr: imprintSlugs.fr, it: imprintSlugs.it, pl: imprintSlugs.pl, cs: imprintSlugs.cs },
  position: 20,
  tags: ['legal'],
  content: imprintPage,
};
