import { deliveryPricesByCountry } from '@lumen/domain';
import { brandDefinitions } from '../../catalog/brands.ts';
import { buildCategoryTree } from '../../catalog/category-tree.ts';
import { texts } from '../../catalog/texts.ts';
import { asset, wordmark } from '../illustrations.ts';
import { moneyText } from '../markets.ts';
import type { PageContext } from '../page-context.ts';
import { doc, link, p } from '../richtext.ts';
import type { RichtextNode } from '../richtext.ts';
import { blok, seo } from '../story-definitions.ts';
import type { StoryDefinition } from '../story-definitions.ts';

const categories = buildCategoryTree();
const sunglasses = categories.idOf('Eyewear|Sunglasses');
const eyewear = categories.idOf('Eyewear');

const branchWord = texts('Filiale', 'magasin', 'negozio', 'salonie', 'pobočce');

function summerHero(ctx: PageContext) {
  return blok(ctx, 'hero', 'hero', {
    headline: ctx.t(
      texts(
        'Sonnenbrillen für den Sommer',
        'Des lunettes de soleil pour l’été',
        'Occhiali da sole per l’estate',
        'Okulary przeciwsłoneczne na lato',
        'Sluneční brýle na léto',
      ),
    ),
    text: ctx.t(
      texts(
        `Polarisierte Gläser, 100\u00a0% UV-Schutz und leichte Fassungen: jetzt online entdecken oder in Ihrer ${branchWord.de} anprobieren.`,
        `Verres polarisés, protection UV 100\u00a0% et montures légères\u00a0: à découvrir en ligne ou à essayer dans votre ${branchWord.fr}.`,
        `Lenti polarizzate, protezione UV al 100% e montature leggere: scoprili online o provali in uno dei nostri negozi.`,
        `Soczewki polaryzacyjne, 100% ochrony UV i lekkie oprawki: odkryj je online albo przymierz w ${branchWord.pl}.`,
        `Polarizační skla, 100% UV ochrana a lehké obroučky: objevte je online nebo si je vyzkoušejte na ${branchWord.cs}.`,
      ),
    ),
    image: asset(
      'sunglasses',
      ctx.t(
        texts(
          'Schwarze Sonnenbrille vor einem Sonnenuntergang',
          'Lunettes de soleil noires devant un coucher de soleil',
          'Occhiali da sole neri davanti a un tramonto',
          'Czarne okulary przeciwsłoneczne na tle zachodu słońca',
          'Černé sluneční brýle na pozadí západu slunce',
        ),
      ),
    ),
    cta_label: ctx.t(
      texts(
        'Sonnenbrillen entdecken',
        'Découvrir les lunettes de soleil',
        'Scopri gli occhiali da sole',
        'Zobacz okulary przeciwsłoneczne',
        'Prohlédnout sluneční brýle',
      ),
    ),
    cta_link: ctx.urlLink(categories.pathOf(sunglasses, ctx.language)),
    theme: 'light',
    heading_level: 'h1',
  });
}

/** The autumn campaign an editor is preparing: saved, not yet published. */
function autumnHero(ctx: PageContext) {
  return {
    ...summerHero(ctx),
    headline: ctx.t(
      texts(
        'Neu: die Herbstkollektion',
        'Nouveau : la collection d’automne',
        'Novità: la collezione autunno',
        'Nowość: kolekcja jesienna',
        'Novinka: podzimní kolekce',
      ),
    ),
    text: ctx.t(
      texts(
        'Warme Farben, Acetat in Havanna und Bernstein: die Fassungen der Saison, ab sofort online und in den Filialen.',
        'Couleurs chaudes, acétate écaille et ambre : les montures de la saison, dès maintenant en ligne et en magasin.',
        'Colori caldi, acetato avana e ambra: le montature della stagione, da subito online e in negozio.',
        'Ciepłe kolory, acetat w odcieniach hawany i bursztynu: oprawki sezonu już online i w salonach.',
        'Teplé barvy, acetát v odstínu havana a jantar: obroučky sezóny nyní online i na pobočkách.',
      ),
    ),
    image: asset(
      'frames',
      ctx.t(
        texts(
          'Brillenfassung aus braunem Acetat',
          'Monture en acétate brun',
          'Montatura in acetato marrone',
          'Oprawka z brązowego acetatu',
          'Obroučka z hnědého acetátu',
        ),
      ),
    ),
    cta_link: ctx.urlLink(categories.pathOf(categories.idOf('Eyewear|Frames'), ctx.language)),
  };
}

function eyeTestTeaser(ctx: PageContext) {
  return blok(ctx, 'eye-test', 'hero_teaser', {
    headline: ctx.t(
      texts(
        'Sehtest in Ihrer Filiale',
        'Examen de la vue dans votre magasin',
        'Esame della vista in negozio',
        'Badanie wzroku w salonie',
        'Vyšetření zraku na pobočce',
      ),
    ),
    text: ctx.t(
      texts(
        'Kostenlos und in 20 Minuten: Unsere Augenoptikerinnen und Augenoptiker prüfen Ihre Sehstärke, mit oder ohne Termin.',
        'Gratuit et en 20 minutes : nos opticiennes et opticiens contrôlent votre vue, avec ou sans rendez-vous.',
        'Gratuito e in 20 minuti: le nostre ottiche e i nostri ottici controllano la tua vista, con o senza appuntamento.',
        'Bezpłatnie i w 20 minut: nasi optycy sprawdzą Twój wzrok, z umówioną wizytą lub bez.',
        'Zdarma a za 20 minut: naši optici vám změří zrak, s objednáním i bez něj.',
      ),
    ),
    image: asset(
      'eyeTest',
      ctx.t(
        texts(
          'Sehtafel mit Buchstaben in abnehmender Größe',
          'Tableau de lecture avec des lettres de taille décroissante',
          'Tabella optometrica con lettere di grandezza decrescente',
          'Tablica okulistyczna z literami o malejącej wielkości',
          'Optotypová tabule s písmeny zmenšující se velikosti',
        ),
      ),
    ),
    cta_label: ctx.t(
      texts(
        'Termin vereinbaren',
        'Prendre rendez-vous',
        'Prenota un appuntamento',
        'Umów wizytę',
        'Objednat se',
      ),
    ),
    cta_link: ctx.urlLink(ctx.route('appointment') ?? '/'),
    theme: 'dark',
  });
}

function newArrivals(ctx: PageContext) {
  return blok(ctx, 'new-arrivals', 'product_slider', {
    headline: ctx.t(texts('Neu im Sortiment', 'Nouveautés', 'Novità', 'Nowości', 'Novinky')),
    category_id: String(sunglasses),
    sort: 'new',
    limit: '12',
    cta_label: ctx.t(
      texts(
        'Alle Sonnenbrillen',
        'Toutes les lunettes de soleil',
        'Tutti gli occhiali da sole',
        'Wszystkie okulary przeciwsłoneczne',
        'Všechny sluneční brýle',
      ),
    ),
    cta_link: ctx.urlLink(categories.pathOf(sunglasses, ctx.language)),
  });
}

/** Frame brands the shop sells: those of every market and its own market's. */
function brandList(ctx: PageContext) {
  const offered = brandDefinitions.filter(
    (brand) =>
      (brand.ranges.includes('frames') || brand.ranges.includes('sunglasses')) &&
      (brand.shopIds === null || brand.shopIds.includes(ctx.shop.shopId)),
  );
  const eyewearPath = categories.pathOf(eyewear, ctx.language);
  return blok(ctx, 'brands', 'brand_list', {
    headline: ctx.t(texts('Unsere Marken', 'Nos marques', 'I nostri marchi', 'Nasze marki', 'Naše značky')),
    brands: offered.map((brand) =>
      blok(ctx, `brand-${brand.id}`, 'brand_list_item', {
        name: brand.name,
        brand_id: String(brand.id),
        link: ctx.urlLink(`${eyewearPath}?brand=${brand.id}`),
      }),
    ),
  });
}

function careBrands(ctx: PageContext) {
  const care = brandDefinitions.filter(
    (brand) => brand.ranges.includes('lenses') || brand.ranges.includes('care'),
  );
  return blok(ctx, 'care-brands', 'logo_slider', {
    headline: ctx.t(
      texts(
        'Kontaktlinsen und Pflege von',
        'Lentilles et produits d’entretien de',
        'Lenti a contatto e prodotti per la cura di',
        'Marki soczewek kontaktowych i środków pielęgnacyjnych',
        'Kontaktní čočky a péče od',
      ),
    ),
    logos: care.map((brand, index) =>
      blok(ctx, `logo-${brand.id}`, 'logo_slider_item', {
        image: wordmark(`brand-${brand.id}`, brand.name, brand.name, index),
        link: ctx.urlLink(
          `${categories.pathOf(categories.idOf('ContactLenses'), ctx.language)}?brand=${brand.id}`,
        ),
      }),
    ),
  });
}

function faq(ctx: PageContext) {
  const { market, shop, language } = ctx;
  const free = moneyText(deliveryPricesByCountry[market.country].freeFrom, shop, language);
  const days = market.deliveryDays;
  const item = (key: string, title: string, content: RichtextNode) =>
    blok(ctx, `faq-${key}`, 'accordion_item', { title, content });
  const branches = ctx.route('branches') ?? '/';
  return blok(ctx, 'faq', 'accordion', {
    headline: ctx.t(
      texts(
        'Häufige Fragen',
        'Questions fréquentes',
        'Domande frequenti',
        'Najczęstsze pytania',
        'Časté dotazy',
      ),
    ),
    items: [
      item(
        'shipping',
        ctx.t(
          texts(
            'Wie lange dauert der Versand?',
            'Combien de temps dure la livraison ?',
            'Quali sono i tempi di consegna?',
            'Jak długo trwa dostawa?',
            'Jak dlouho trvá doručení?',
          ),
        ),
        doc(
          p(
            ctx.t(
              texts(
                `Wir liefern innerhalb von ${days} Werktagen ${market.shippedBy.de}. Ab ${free} ist der Versand kostenlos.`,
                `Nous livrons en ${days} jours ouvrables ${market.shippedBy.fr}. La livraison est offerte dès ${free}.`,
                `Consegniamo in ${days} giorni lavorativi ${market.shippedBy.it}. La spedizione è gratuita a partire da ${free}.`,
                `Dostarczamy w ciągu ${days} dni roboczych ${market.shippedBy.pl}. Od ${free} dostawa jest bezpłatna.`,
                `Doručujeme do ${days} pracovních dnů ${market.shippedBy.cs}. Od ${free} je doprava zdarma.`,
              ),
            ),
          ),
        ),
      ),
      item(
        'returns',
        ctx.t(
          texts(
            'Kann ich meine Bestellung zurückgeben?',
            'Puis-je retourner ma commande ?',
            'Posso restituire il mio ordine?',
            'Czy mogę zwrócić zamówienie?',
            'Mohu objednávku vrátit?',
          ),
        ),
        doc(
          p(
            ctx.t(
              texts(
                `Sie haben ${market.returnDays} Tage Zeit, unbenutzte Artikel zurückzusenden: kostenlos über unser Retourenportal oder in jeder Filiale.`,
                `Vous disposez de ${market.returnDays} jours pour renvoyer les articles non utilisés, gratuitement via notre portail de retours ou dans l’un de nos magasins.`,
                `Hai ${market.returnDays} giorni per restituire gli articoli non utilizzati, gratuitamente tramite il nostro portale resi o in qualsiasi negozio.`,
                `Masz ${market.returnDays} dni na odesłanie nieużywanych produktów, bezpłatnie przez nasz portal zwrotów lub w każdym salonie.`,
                `Nepoužité zboží můžete do ${market.returnDays} dnů vrátit, zdarma přes náš portál pro vrácení nebo na kterékoli pobočce.`,
              ),
            ),
          ),
        ),
      ),
      item(
        'prescription',
        ctx.t(
          texts(
            'Wie finde ich meine Brillenwerte heraus?',
            'Comment connaître ma correction ?',
            'Come faccio a conoscere la mia gradazione?',
            'Jak poznać swoje parametry wzroku?',
            'Jak zjistím své dioptrické hodnoty?',
          ),
        ),
        doc(
          p(
            ctx.t(
              texts(
                'Ihre Werte stehen in Ihrem Brillenpass oder auf dem Rezept Ihrer Augenärztin oder Ihres Augenarztes. Ist die letzte Messung älter als zwei Jahre, empfehlen wir einen kostenlosen Sehtest in einer unserer ',
                'Vos valeurs figurent sur votre ordonnance, établie par votre opticien ou votre ophtalmologue. Si la dernière mesure date de plus de deux ans, nous vous conseillons un examen de la vue gratuit dans l’un de nos ',
                'I tuoi valori si trovano nella prescrizione del tuo ottico o del tuo oculista. Se l’ultima misurazione risale a più di due anni fa, ti consigliamo un esame della vista gratuito in uno dei nostri ',
                'Swoje parametry znajdziesz na recepcie od optometrysty lub okulisty. Jeśli ostatni pomiar ma więcej niż dwa lata, zapraszamy na bezpłatne badanie wzroku w jednym z naszych ',
                'Hodnoty najdete na předpisu od optometristy nebo očního lékaře. Pokud je poslední měření starší než dva roky, doporučujeme bezplatné vyšetření zraku na některé z našich ',
              ),
            ),
            link(ctx.t(texts('Filialen', 'magasins', 'negozi', 'salonów', 'poboček')), {
              linktype: 'url',
              href: branches,
            }),
            '.',
          ),
        ),
      ),
    ],
  });
}

function newsletter(ctx: PageContext) {
  return blok(ctx, 'newsletter', 'newsletter', {
    headline: ctx.t(
      texts(
        'Newsletter abonnieren',
        'S’abonner à la newsletter',
        'Iscriviti alla newsletter',
        'Zapisz się do newslettera',
        'Přihlaste se k odběru newsletteru',
      ),
    ),
    text: ctx.t(
      texts(
        'Neuheiten, Pflegetipps und exklusive Angebote: einmal im Monat in Ihrem Postfach.',
        'Nouveautés, conseils d’entretien et offres exclusives : une fois par mois dans votre boîte mail.',
        'Novità, consigli per la cura e offerte esclusive: una volta al mese nella tua casella di posta.',
        'Nowości, porady dotyczące pielęgnacji i ekskluzywne oferty: raz w miesiącu w Twojej skrzynce.',
        'Novinky, tipy pro péči a exkluzivní nabídky: jednou měsíčně ve vaší schránce.',
      ),
    ),
    placeholder: ctx.t(
      texts(
        'Ihre E-Mail-Adresse',
        'Votre adresse e-mail',
        'Il tuo indirizzo e-mail',
        'Twój adres e-mail',
        'Vaše e-mailová adresa',
      ),
    ),
    button_label: ctx.t(texts('Anmelden', 'S’inscrire', 'Iscriviti', 'Zapisz się', 'Přihlásit se')),
    consent: doc(
      p(
        ctx.t(
          texts(
            'Mit der Anmeldung willige ich ein, den Newsletter per E-Mail zu erhalten; abmelden kann ich mich jederzeit. Mehr dazu in der ',
            'En m’inscrivant, j’accepte de recevoir la newsletter par e-mail ; je peux me désinscrire à tout moment. Plus d’informations dans la ',
            'Iscrivendomi acconsento a ricevere la newsletter via e-mail; posso annullare l’iscrizione in qualsiasi momento. Maggiori informazioni nell’',
            'Zapisując się, zgadzam się na otrzymywanie newslettera e-mailem; zgodę mogę wycofać w każdej chwili. Więcej w ',
            'Přihlášením souhlasím se zasíláním newsletteru e-mailem; odhlásit se mohu kdykoli. Více v ',
          ),
        ),
        link(
          ctx.t(
            texts(
              'Datenschutzerklärung',
              'déclaration de protection des données',
              'informativa sulla privacy',
              'polityce prywatności',
              'zásadách ochrany osobních údajů',
            ),
          ),
          ctx.storyTarget('datenschutz'),
        ),
        '.',
      ),
    ),
  });
}

function homeSeo(ctx: PageContext) {
  const brand = ctx.market.brand;
  return seo(
    ctx,
    ctx.t(
      texts(
        `Brillen, Sonnenbrillen und Kontaktlinsen | ${brand}`,
        `Lunettes, lunettes de soleil et lentilles | ${brand}`,
        `Occhiali, occhiali da sole e lenti a contatto | ${brand}`,
        `Okulary, okulary przeciwsłoneczne i soczewki | ${brand}`,
        `Brýle, sluneční brýle a kontaktní čočky | ${brand}`,
      ),
    ),
    ctx.t(
      texts(
        'Brillen, Sonnenbrillen und Kontaktlinsen online bestellen oder in der Filiale anprobieren, mit kostenlosem Sehtest.',
        'Commandez lunettes, lunettes de soleil et lentilles en ligne ou essayez-les en magasin, avec examen de la vue gratuit.',
        'Ordina online occhiali, occhiali da sole e lenti a contatto o provali in negozio, con esame della vista gratuito.',
        'Zamów okulary, okulary przeciwsłoneczne i soczewki online lub przymierz je w salonie, z bezpłatnym badaniem wzroku.',
        'Objednejte si brýle, sluneční brýle a kontaktní čočky online nebo si je vyzkoušejte na pobočce, s bezplatným vyšetřením zraku.',
      ),
    ),
  );
}

function homepage(ctx: PageContext, hero: (ctx: PageContext) => ReturnType<typeof summerHero>) {
  return {
    _uid: ctx.uid('page'),
    component: 'content_page',
    title: ctx.t(texts('Startseite', 'Accueil', 'Pagina iniziale', 'Strona główna', 'Úvodní stránka')),
    // The campaign hero's headline is the page's h1; a second one above it would name the page twice.
    hide_title: true,
    seo: homeSeo(ctx),
    robots: '',
    body: [
      hero(ctx),
      eyeTestTeaser(ctx),
      newArrivals(ctx),
      brandList(ctx),
      careBrands(ctx),
      faq(ctx),
      newsletter(ctx),
    ],
  };
}

/** The homepage (§2 `/`): campaign hero, eye test teaser, new arrivals, brands, FAQ, newsletter. */
export const homeStory: StoryDefinition = {
  kind: 'story',
  path: 'home',
  names: texts('Startseite', 'Accueil', 'Pagina iniziale', 'Strona główna', 'Úvodní stránka'),
  position: 0,
  tags: ['homepage'],
  content: (ctx) => homepage(ctx, summerHero),
  draft: (ctx) => homepage(ctx, autumnHero),
};
