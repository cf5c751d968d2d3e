import { deliveryPricesByCountry } from '@lumen/domain';
import type { LanguageCode } from '@lumen/domain';
import { buildCategoryTree } from '../../catalog/category-tree.ts';
import { texts } from '../../catalog/texts.ts';
import type { Texts } from '../../catalog/texts.ts';
import type { JsonObject } from '../field-translations.ts';
import { asset, wordmark } from '../illustrations.ts';
import type { DrawingName } from '../illustrations.ts';
import { moneyText } from '../markets.ts';
import { storyUuid } from '../page-context.ts';
import type { PageContext } from '../page-context.ts';
import { doc, h, link, p } from '../richtext.ts';
import { blok, seo } from '../story-definitions.ts';
import type { NodeDefinition, StoryDefinition } from '../story-definitions.ts';

const categories = buildCategoryTree();

/**
 * The pages a navigation flyout shows when a category has no content of its own: the slugs the
 * shop settings list under `navigationDefaultContents.defaultContentPages`, per language.
 */
const navigationPageSlugs: Record<LanguageCode, readonly [string, string, string]> = {
  de: ['brillen-ratgeber', 'filialen', 'termin-buchen'],
  fr: ['conseils-lunettes', 'magasins', 'prendre-rendez-vous'],
  it: ['guida-occhiali', 'negozi', 'prenota-appuntamento'],
  pl: ['poradnik-okulary', 'salony', 'umow-wizyte'],
  cs: ['pruvodce-bryle', 'prodejny', 'objednat-termin'],
};

const slugsAt = (index: 0 | 1 | 2) => ({
  fr: navigationPageSlugs.fr[index],
  it: navigationPageSlugs.it[index],
  pl: navigationPageSlugs.pl[index],
  cs: navigationPageSlugs.cs[index],
});

const guideName = texts(
  'Brillen-Ratgeber',
  'Guide des lunettes',
  'Guida agli occhiali',
  'Poradnik okularowy',
  'Průvodce brýlemi',
);
const branchesName = texts('Filialen', 'Magasins', 'Negozi', 'Salony', 'Pobočky');
const appointmentName = texts(
  'Termin buchen',
  'Prendre rendez-vous',
  'Prenota un appuntamento',
  'Umów wizytę',
  'Objednat termín',
);

interface Teaser {
  headline: Texts;
  text: Texts;
  drawing: DrawingName;
  alt: Texts;
  ctaLabel: Texts;
  href: (ctx: PageContext) => string;
}

function navigationPage(title: Texts, teaser: Teaser, intro?: (ctx: PageContext) => JsonObject) {
  return (ctx: PageContext) => ({
    _uid: ctx.uid('page'),
    component: 'content_page',
    title: ctx.t(title),
    seo: seo(ctx, `${ctx.t(title)} | ${ctx.market.brand}`, ctx.t(teaser.text)),
    robots: '',
    ...(intro ? { intro: intro(ctx) } : {}),
    body: [
      blok(ctx, 'teaser', 'hero_teaser', {
        headline: ctx.t(teaser.headline),
        text: ctx.t(teaser.text),
        image: asset(teaser.drawing, ctx.t(teaser.alt)),
        cta_label: ctx.t(teaser.ctaLabel),
        cta_link: ctx.urlLink(teaser.href(ctx)),
        theme: 'light',
      }),
    ],
  });
}

const guide = navigationPage(
  guideName,
  {
    headline: texts(
      'Welche Brille passt zu mir?',
      'Quelles lunettes me vont ?',
      'Quali occhiali mi stanno bene?',
      'Jakie okulary do mnie pasują?',
      'Jaké brýle mi sluší?',
    ),
    text: texts(
      'Gesichtsform, Material und Gläser: Unser Ratgeber hilft bei der Wahl der Fassung.',
      'Forme du visage, matériau et verres : notre guide vous aide à choisir votre monture.',
      'Forma del viso, materiale e lenti: la nostra guida ti aiuta a scegliere la montatura.',
      'Kształt twarzy, materiał i soczewki: nasz poradnik pomoże wybrać oprawki.',
      'Tvar obličeje, materiál a skla: náš průvodce vám pomůže vybrat obroučky.',
    ),
    drawing: 'frames',
    alt: texts(
      'Brillenfassung aus Acetat',
      'Monture en acétate',
      'Montatura in acetato',
      'Oprawka z acetatu',
      'Acetátová obroučka',
    ),
    ctaLabel: texts(
      'Fassungen ansehen',
      'Voir les montures',
      'Vedi le montature',
      'Zobacz oprawki',
      'Prohlédnout obroučky',
    ),
    href: (ctx) => categories.pathOf(categories.idOf('Eyewear|Frames'), ctx.language),
  },
  (ctx) =>
    doc(
      h(
        2,
        ctx.t(texts('Runde Gesichter', 'Visages ronds', 'Visi rotondi', 'Okrągła twarz', 'Kulatý obličej')),
      ),
      p(
        ctx.t(
          texts(
            'Eckige und rechteckige Fassungen setzen einen Kontrast und strecken das Gesicht.',
            'Les montures carrées et rectangulaires créent un contraste et allongent le visage.',
            'Le montature squadrate e rettangolari creano contrasto e slanciano il viso.',
            'Kanciaste i prostokątne oprawki tworzą kontrast i wysmuklają twarz.',
            'Hranaté a obdélníkové obroučky vytvářejí kontrast a obličej opticky protáhnou.',
          ),
        ),
      ),
      h(
        2,
        ctx.t(
          texts(
            'Eckige Gesichter',
            'Visages carrés',
            'Visi squadrati',
            'Kwadratowa twarz',
            'Hranatý obličej',
          ),
        ),
      ),
      p(
        ctx.t(
          texts(
            'Runde und ovale Formen machen markante Züge weicher.',
            'Les formes rondes et ovales adoucissent les traits marqués.',
            'Le forme rotonde e ovali ammorbidiscono i lineamenti marcati.',
            'Okrągłe i owalne kształty łagodzą wyraziste rysy.',
            'Kulaté a oválné tvary zjemní výrazné rysy.',
          ),
        ),
      ),
      h(2, ctx.t(texts('Ovale Gesichter', 'Visages ovales', 'Visi ovali', 'Owalna twarz', 'Oválný obličej'))),
      p(
        ctx.t(
          texts(
            'Hier passt fast jede Form; achten Sie darauf, dass die Fassung nicht breiter ist als Ihr Gesicht.',
            'Presque toutes les formes conviennent ; veillez simplement à ce que la monture ne soit pas plus large que votre visage.',
            'Quasi tutte le forme stanno bene; basta che la montatura non sia più larga del viso.',
            'Pasuje prawie każdy kształt; zadbaj tylko, by oprawka nie była szersza niż twarz.',
            'Hodí se téměř každý tvar; dbejte jen na to, aby obroučka nebyla širší než obličej.',
          ),
        ),
      ),
    ),
);

const branchesPage = navigationPage(branchesName, {
  headline: texts(
    'Beratung in Ihrer Nähe',
    'Des conseils près de chez vous',
    'Consulenza vicino a te',
    'Doradztwo w pobliżu',
    'Poradenství ve vašem okolí',
  ),
  text: texts(
    'Sehtest, Anpassung und Service: Finden Sie Ihre Filiale mit Öffnungszeiten und Leistungen.',
    'Examen de la vue, ajustage et service : trouvez votre magasin avec ses horaires et prestations.',
    'Esame della vista, regolazione e assistenza: trova il tuo negozio con orari e servizi.',
    'Badanie wzroku, dopasowanie i serwis: znajdź swój salon z godzinami otwarcia i usługami.',
    'Vyšetření zraku, seřízení a servis: najděte svou pobočku s otevírací dobou a službami.',
  ),
  drawing: 'store',
  alt: texts(
    'Ladenfront einer Filiale',
    'Façade d’un magasin',
    'Vetrina di un negozio',
    'Witryna salonu',
    'Výloha pobočky',
  ),
  ctaLabel: texts(
    'Filiale finden',
    'Trouver un magasin',
    'Trova un negozio',
    'Znajdź salon',
    'Najít pobočku',
  ),
  href: (ctx) => ctx.route('branches') ?? '/',
});

const appointmentPage = navigationPage(appointmentName, {
  headline: texts(
    'Termin für Sehtest oder Kontaktlinsen',
    'Rendez-vous pour un examen de la vue ou des lentilles',
    'Appuntamento per esame della vista o lenti a contatto',
    'Umów badanie wzroku lub dopasowanie soczewek',
    'Termín na vyšetření zraku nebo kontaktní čočky',
  ),
  text: texts(
    'Wählen Sie Filiale, Leistung und Uhrzeit: Die Bestätigung kommt per E-Mail.',
    'Choisissez le magasin, la prestation et l’heure : la confirmation arrive par e-mail.',
    'Scegli negozio, servizio e orario: la conferma arriva via e-mail.',
    'Wybierz salon, usługę i godzinę: potwierdzenie otrzymasz e-mailem.',
    'Vyberte pobočku, službu a čas: potvrzení přijde e-mailem.',
  ),
  drawing: 'eyeTest',
  alt: texts(
    'Sehtafel',
    'Tableau de lecture',
    'Tabella optometrica',
    'Tablica okulistyczna',
    'Optotypová tabule',
  ),
  ctaLabel: texts('Termin buchen', 'Prendre rendez-vous', 'Prenota', 'Umów wizytę', 'Objednat se'),
  href: (ctx) => ctx.route('appointment') ?? '/',
});

const navigationPaths = navigationPageSlugs.de.map((slug) => `global/navigation/${slug}`);

function header(ctx: PageContext) {
  const { market } = ctx;
  return {
    _uid: ctx.uid('header'),
    component: 'header',
    // §2: the logo is country-specific for CZ and PL.
    logo: wordmark(`logo-${market.country}`, market.brand, market.brand),
    default_content_pages: navigationPaths.map((path) => storyUuid(ctx.pathOf(path))),
    store_finder_link: ctx.urlLink(ctx.route('branches') ?? '/'),
    usp: ctx.t(
      texts(
        `Kostenloser Versand ab ${moneyText(deliveryPricesByCountry[market.country].freeFrom, ctx.shop, 'de')}`,
        `Livraison gratuite dès ${moneyText(deliveryPricesByCountry[market.country].freeFrom, ctx.shop, 'fr')}`,
        `Spedizione gratuita da ${moneyText(deliveryPricesByCountry[market.country].freeFrom, ctx.shop, 'it')}`,
        `Darmowa dostawa od ${moneyText(deliveryPricesByCountry[market.country].freeFrom, ctx.shop, 'pl')}`,
        `Doprava zdarma od ${moneyText(deliveryPricesByCountry[market.country].freeFrom, ctx.shop, 'cs')}`,
      ),
    ),
  };
}

function footerLink(ctx: PageContext, key: string, label: Texts, target: JsonObject) {
  return blok(ctx, `link-${key}`, 'footer_link', { label: ctx.t(label), link: target });
}

function footer(ctx: PageContext) {
  const orderStatus = ctx.route('orderStatus');
  return {
    _uid: ctx.uid('footer'),
    component: 'footer',
    columns: [
      blok(ctx, 'column-service', 'footer_column', {
        headline: ctx.t(texts('Service', 'Service', 'Assistenza', 'Obsługa klienta', 'Zákaznický servis')),
        links: [
          footerLink(
            ctx,
            'shipping',
            texts('Versand', 'Livraison', 'Spedizione', 'Dostawa', 'Doprava'),
            ctx.storyLink('overlays/service/versand'),
          ),
          footerLink(
            ctx,
            'returns',
            texts('Rückgabe', 'Retours', 'Resi', 'Zwroty', 'Vrácení zboží'),
            ctx.storyLink('overlays/service/rueckgabe'),
          ),
          footerLink(
            ctx,
            'payment',
            texts(
              'Zahlungsarten',
              'Moyens de paiement',
              'Metodi di pagamento',
              'Metody płatności',
              'Způsoby platby',
            ),
            ctx.storyLink('overlays/service/zahlung'),
          ),
          ...(orderStatus
            ? [
                footerLink(
                  ctx,
                  'order-status',
                  texts(
                    'Bestellstatus',
                    'Statut de la commande',
                    'Stato dell’ordine',
                    'Status zamówienia',
                    'Stav objednávky',
                  ),
                  ctx.urlLink(orderStatus),
                ),
              ]
            : []),
        ],
      }),
      blok(ctx, 'column-company', 'footer_column', {
        headline: ctx.market.brand,
        links: [
          footerLink(ctx, 'branches', branchesName, ctx.urlLink(ctx.route('branches') ?? '/')),
          footerLink(ctx, 'appointment', appointmentName, ctx.urlLink(ctx.route('appointment') ?? '/')),
          footerLink(ctx, 'guide', guideName, ctx.storyLink(guideStory.path)),
          footerLink(
            ctx,
            'face-shape',
            texts(
              'Welche Brille passt zu mir?',
              'Quelle monture me va\u00a0?',
              'Quale montatura mi sta bene?',
              'Jakie oprawki do mnie pasują?',
              'Jaké obroučky mi padnou?',
            ),
            ctx.storyLink('service/gesichtsform'),
          ),
          footerLink(ctx, 'email', texts('Kontakt', 'Contact', 'Contatti', 'Kontakt', 'Kontakt'), {
            id: '',
            email: ctx.market.email,
            linktype: 'email',
            fieldtype: 'multilink',
          }),
        ],
      }),
      blok(ctx, 'column-legal', 'footer_column', {
        headline: ctx.t(
          texts(
            'Rechtliches',
            'Informations légales',
            'Informazioni legali',
            'Informacje prawne',
            'Právní informace',
          ),
        ),
        links: [
          footerLink(
            ctx,
            'privacy',
            texts(
              'Datenschutz',
              'Protection des données',
              'Privacy',
              'Polityka prywatności',
              'Ochrana údajů',
            ),
            ctx.storyLink('datenschutz'),
          ),
          footerLink(
            ctx,
            'imprint',
            texts('Impressum', 'Mentions légales', 'Note legali', 'Nota prawna', 'Údaje o provozovateli'),
            ctx.storyLink('impressum'),
          ),
          footerLink(
            ctx,
            'instructions',
            texts(
              'Gebrauchsanweisungen',
              'Modes d’emploi',
              'Istruzioni per l’uso',
              'Instrukcje użytkowania',
              'Návody k použití',
            ),
            ctx.storyLink('service/gebrauchsanweisungen/'),
          ),
          footerLink(
            ctx,
            'conformity',
            texts(
              'Konformitätserklärungen',
              'Déclarations de conformité',
              'Dichiarazioni di conformità',
              'Deklaracje zgodności',
              'Prohlášení o shodě',
            ),
            ctx.storyLink('service/konformitaetserklaerungen/'),
          ),
        ],
      }),
    ],
    payment_methods: [...ctx.market.paymentMethods],
    copyright: `© 2025 ${ctx.market.company}`,
  };
}

function notFound(ctx: PageContext) {
  const title = texts(
    'Seite nicht gefunden',
    'Page introuvable',
    'Pagina non trovata',
    'Nie znaleziono strony',
    'Stránka nenalezena',
  );
  return {
    _uid: ctx.uid('page'),
    component: 'content_page',
    title: ctx.t(title),
    seo: seo(ctx, `${ctx.t(title)} | ${ctx.market.brand}`, ''),
    robots: 'noindex, nofollow',
    intro: doc(
      p(
        ctx.t(
          texts(
            'Die Seite, die Sie suchen, gibt es nicht oder nicht mehr. Vielleicht hilft die Suche weiter, oder Sie starten auf der ',
            'La page que vous cherchez n’existe pas ou plus. La recherche vous aidera peut-être, ou repartez de la ',
            'La pagina che cerchi non esiste o non esiste più. Prova con la ricerca oppure riparti dalla ',
            'Strona, której szukasz, nie istnieje lub została usunięta. Skorzystaj z wyszukiwarki albo zacznij od ',
            'Stránka, kterou hledáte, neexistuje nebo už byla odstraněna. Zkuste vyhledávání nebo začněte na ',
          ),
        ),
        link(
          ctx.t(texts('Startseite', 'page d’accueil', 'pagina iniziale', 'strony głównej', 'úvodní stránce')),
          {
            linktype: 'url',
            href: '/',
          },
        ),
        '.',
      ),
    ),
    body: [
      blok(ctx, 'bestsellers', 'product_slider', {
        headline: ctx.t(
          texts(
            'Beliebte Fassungen',
            'Montures populaires',
            'Montature più amate',
            'Popularne oprawki',
            'Oblíbené obroučky',
          ),
        ),
        category_id: String(categories.idOf('Eyewear|Frames')),
        sort: 'new',
        limit: '8',
      }),
    ],
  };
}

function errorPage(ctx: PageContext) {
  const { market } = ctx;
  const title = texts(
    'Da ist etwas schiefgelaufen',
    'Une erreur s’est produite',
    'Si è verificato un errore',
    'Coś poszło nie tak',
    'Něco se pokazilo',
  );
  return {
    _uid: ctx.uid('page'),
    component: 'content_page',
    title: ctx.t(title),
    seo: seo(ctx, `${ctx.t(title)} | ${market.brand}`, ''),
    robots: 'noindex, nofollow',
    intro: doc(
      p(
        ctx.t(
          texts(
            `Bitte versuchen Sie es in ein paar Minuten noch einmal. Unser Kundenservice hilft Ihnen unter ${market.phone} (${market.serviceHours.de}) oder per E-Mail an `,
            `Veuillez réessayer dans quelques minutes. Notre service client vous aide au ${market.phone} (${market.serviceHours.fr}) ou par e-mail à `,
            `Riprova tra qualche minuto. Il nostro servizio clienti ti aiuta al numero ${market.phone} (${market.serviceHours.it}) o via e-mail a `,
            `Spróbuj ponownie za kilka minut. Nasze biuro obsługi klienta pomoże pod numerem ${market.phone} (${market.serviceHours.pl}) lub e-mailem: `,
            `Zkuste to prosím za několik minut znovu. Náš zákaznický servis vám pomůže na čísle ${market.phone} (${market.serviceHours.cs}) nebo e-mailem na `,
          ),
        ),
        link(market.email, { linktype: 'email', email: market.email }),
        '.',
      ),
    ),
    body: [],
  };
}

const navigationStory = (
  index: 0 | 1 | 2,
  names: Texts,
  content: StoryDefinition['content'],
): StoryDefinition => ({
  kind: 'story',
  path: navigationPaths[index]!,
  names,
  slugs: slugsAt(index),
  position: index * 10,
  tags: ['navigation'],
  content,
});

/**
 * The glasses guide as a page of its own (the footer links to it): the navigation's default page of
 * the same name is a piece of the flyout, never answered at its own address.
 */
export const guideStory: StoryDefinition = {
  kind: 'story',
  path: navigationPageSlugs.de[0],
  names: guideName,
  slugs: slugsAt(0),
  position: 30,
  tags: ['guide'],
  content: guide,
};

/** §2/§3: the global folder: error pages, header and footer, the navigation's default pages. */
export const globalNodes: NodeDefinition[] = [
  {
    kind: 'folder',
    path: 'global',
    names: texts('Global', 'Global', 'Globale', 'Globalne', 'Globální'),
    position: 200,
  },
  {
    kind: 'story',
    path: 'global/not-found',
    names: texts(
      'Seite nicht gefunden',
      'Page introuvable',
      'Pagina non trovata',
      'Nie znaleziono strony',
      'Stránka nenalezena',
    ),
    position: 0,
    tags: ['error'],
    content: notFound,
  },
  {
    kind: 'story',
    path: 'global/error',
    names: texts('Fehler', 'Erreur', 'Errore', 'Błąd', 'Chyba'),
    position: 10,
    tags: ['error'],
    content: errorPage,
  },
  {
    kind: 'story',
    path: 'global/header',
    names: texts('Kopfzeile', 'En-tête', 'Intestazione', 'Nagłówek', 'Záhlaví'),
    position: 20,
    content: header,
  },
  {
    kind: 'story',
    path: 'global/footer',
    names: texts('Fußzeile', 'Pied de page', 'Piè di pagina', 'Stopka', 'Zápatí'),
    position: 30,
    content: footer,
  },
  {
    kind: 'folder',
    path: 'global/navigation',
    names: texts('Navigation', 'Navigation', 'Navigazione', 'Nawigacja', 'Navigace'),
    position: 40,
  },
  navigationStory(0, guideName, guide),
  navigationStory(1, branchesName, branchesPage),
  navigationStory(2, appointmentName, appointmentPage),
];
