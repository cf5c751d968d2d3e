/*
 * The shop's terms per language: the one form every text uses (storefront, content blocks, CMS pages,
 * catalogue, mails) and the variants that crept in before, mostly calques of the German source.
 * `glossary.test.ts` checks every text against it. In a variant, `*` stands for an inflected ending.
 */

export const glossaryLanguages = ['de', 'fr', 'it', 'pl', 'cs'] as const;
export type GlossaryLanguage = (typeof glossaryLanguages)[number];

interface GlossaryTerm {
  concept: string;
  preferred: string;
  /** Forms a text must not use for this concept. */
  avoid: readonly string[];
}

export interface LanguageGlossary {
  register: {
    form: 'formal' | 'informal';
    /** How the shop addresses the customer. */
    pronouns: string;
    /** Forms of the other register; case-sensitive where a capital makes the difference. */
    avoid: readonly string[];
  };
  terms: readonly GlossaryTerm[];
}

export const glossary: Record<GlossaryLanguage, LanguageGlossary> = {
  de: {
    register: {
      form: 'formal',
      pronouns: 'Sie, Ihr, Ihnen',
      avoid: ['du', 'Du', 'dich', 'Dich', 'dir', 'Dir', 'dein*', 'Dein*', 'euch', 'euer', 'eure*'],
    },
    terms: [
      {
        concept: 'branch',
        preferred: 'Filiale',
        avoid: ['Niederlassung*', 'Zweigstelle*', 'Geschäftsstelle*'],
      },
      { concept: 'prescription', preferred: 'Brillenpass', avoid: ['Brillenausweis*', 'Brillen-Pass*'] },
      {
        concept: 'contact-lens saving subscription',
        preferred: 'Spar-Abo',
        avoid: ['Sparabo*', 'Spar-Abonnement*', 'Sparabonnement*'],
      },
      { concept: 'single vision lenses', preferred: 'Einstärkengläser', avoid: ['Einzelsicht*'] },
      {
        concept: 'varifocal lenses',
        preferred: 'Gleitsichtgläser',
        avoid: ['Progressivgl*', 'Multifokalgl*'],
      },
      {
        concept: 'blue-light filter',
        preferred: 'Blaulichtfilter',
        avoid: ['Bildschirmbrille*', 'Blue-Light-Filter*', 'Blau-Licht-Filter*'],
      },
      { concept: 'pupillary distance', preferred: 'Pupillendistanz (PD)', avoid: ['Augenabstand*'] },
      { concept: 'frame', preferred: 'Fassung', avoid: ['Brillenrahmen*'] },
      { concept: 'temple', preferred: 'Bügel', avoid: ['Brillenarm*'] },
      { concept: 'bridge', preferred: 'Steg', avoid: ['Nasenbrücke der Brille'] },
    ],
  },
  fr: {
    register: {
      form: 'formal',
      pronouns: 'vous, votre, vos',
      avoid: ['tu', 'toi', 'te', 't’', "t'", 'ta', 'tes', 'ton'],
    },
    terms: [
      // The customer's gender is unknown: word it neutrally ("Cette adresse est déjà inscrite"), no "inscrit(e)".
      {
        concept: 'gender-neutral wording',
        preferred: 'Cette adresse est déjà inscrite',
        avoid: ['(e)', '(es)', '·e'],
      },
      {
        concept: 'wishlist',
        preferred: 'favoris',
        avoid: ['liste* d’envies', "liste* d'envies", 'liste* de souhaits'],
      },
      { concept: 'branch', preferred: 'magasin', avoid: ['succursale*', 'filiale*'] },
      {
        concept: 'prescription',
        preferred: 'ordonnance',
        avoid: ['passeport* lunettes', 'passeport* de lunettes', 'passeport* optique*'],
      },
      {
        concept: 'contact-lens saving subscription',
        preferred: 'abonnement épargne',
        avoid: ['abonnement* d’économie*', "abonnement* d'économie*", 'abonnement* économique*'],
      },
      { concept: 'single vision lenses', preferred: 'verres unifocaux', avoid: ['simple vision'] },
      {
        concept: 'varifocal lenses',
        preferred: 'verres progressifs',
        avoid: ['verres glissants', 'varifocaux'],
      },
      {
        concept: 'blue-light filter',
        preferred: 'filtre lumière bleue',
        avoid: ['lunettes d’écran', 'lunettes pour écran*'],
      },
      { concept: 'pupillary distance', preferred: 'écart pupillaire (EP)', avoid: ['distance pupillaire'] },
      { concept: 'frame', preferred: 'monture', avoid: ['cadre de lunettes', 'cadre des lunettes'] },
      { concept: 'temple', preferred: 'branche', avoid: ['bras de lunettes', 'bras des lunettes'] },
      { concept: 'bridge', preferred: 'pont', avoid: ['passerelle'] },
      {
        concept: 'declaration of conformity of a product',
        preferred: 'Déclaration UE de conformité des lentilles de contact',
        // A product name glued on without "des" / "du".
        avoid: ['conformité …', 'conformité UE …', 'Déclaration UE de conformité Lentilles'],
      },
      {
        concept: 'subjunctive after "même si"',
        preferred: 'même si les valeurs sont',
        avoid: ['même si les valeurs seraient'],
      },
      // French typography: a no-break space (U+00A0) before : ; ! ? and inside « », never a plain
      // one, which lets the sign wrap alone onto the next line.
      {
        concept: 'no-break space before : ; ! ? % and inside « »',
        preferred: 'mot\u00a0: mot\u00a0; mot\u00a0! mot\u00a0? 10\u00a0% «\u00a0mot\u00a0»',
        avoid: [' :', ' ;', ' !', ' ?', '« ', ' »', ' %'],
      },
      { concept: 'quotation marks', preferred: '«\u00a0…\u00a0»', avoid: ['"', '“', '”'] },
    ],
  },
  it: {
    register: {
      form: 'informal',
      pronouns: 'tu, ti, tuo/tua (also in buttons, headings and legal texts)',
      avoid: [
        'Lei',
        'La preghiamo',
        'la preghiamo',
        'Le consigliamo',
        'Le capita',
        'le mostra',
        'le serve',
        'aiutarla',
        'il suo udito',
        'nel suo browser',
        'Il suo risultato',
        'Le sue orecchie',
        'il suo nome',
        'Scopra',
        'Indossi',
        'Imposti',
        'Selezioni',
        'Faccia',
        'scelga',
        'Riprovi',
        'ci dica',
        'non è sicuro',
        'quanto bene sente',
        'vi',
        'voi',
        'vostr*',
      ],
    },
    terms: [
      // The customer's gender is unknown: word it neutrally ("nel dubbio"), no "iscritto/a" or "pronti/e".
      {
        concept: 'gender-neutral wording',
        preferred: 'Questo indirizzo è già iscritto',
        avoid: ['/a', '/e'],
      },
      {
        concept: 'wishlist',
        preferred: 'preferiti',
        avoid: ['lista dei desideri', 'lista desideri', 'liste dei desideri'],
      },
      // "Filiale" is what a bank has; an optician chain has shops.
      { concept: 'branch', preferred: 'negozio', avoid: ['filiale', 'filiali', 'succursal*'] },
      {
        concept: 'prescription',
        preferred: 'prescrizione',
        avoid: ['passaport* occhiali', 'passaport* degli occhiali', 'passaport* per occhiali'],
      },
      {
        concept: 'contact-lens saving subscription',
        preferred: 'abbonamento risparmio',
        avoid: ['abbonament* di risparmio', 'abbonament* economic*', 'abbonament* convenienza'],
      },
      { concept: 'single vision lenses', preferred: 'lenti monofocali', avoid: ['visione singola'] },
      {
        concept: 'varifocal lenses',
        preferred: 'lenti progressive',
        avoid: ['varifocal*', 'lenti scorrevoli'],
      },
      { concept: 'blue-light filter', preferred: 'filtro luce blu', avoid: ['occhiali da schermo'] },
      {
        concept: 'pupillary distance',
        preferred: 'distanza interpupillare (DP)',
        avoid: ['distanza pupillare'],
      },
      { concept: 'frame', preferred: 'montatura', avoid: ['telaio', 'telai'] },
      { concept: 'temple', preferred: 'asta', avoid: ['braccio degli occhiali', 'bracci degli occhiali'] },
      { concept: 'nose pads', preferred: 'naselli', avoid: ['cuscinetti nasali'] },
      {
        concept: 'declaration of conformity of a product',
        preferred: 'Dichiarazione di conformità UE delle lenti a contatto',
        avoid: ['conformità UE …', 'conformità UE Lenti'],
      },
      { concept: 'home page title', preferred: 'Pagina iniziale', avoid: ['Home'] },
      {
        concept: 'indicative after "anche se"',
        preferred: 'anche se i valori sono',
        avoid: ['anche se i valori sarebbero'],
      },
    ],
  },
  pl: {
    register: {
      form: 'informal',
      pronouns: 'ty, Ci, Twój (capitalised in direct address)',
      avoid: ['Pan', 'Pani', 'Pana', 'Panu', 'Panią', 'Państwo', 'Państwa', 'Państwu', 'Państwem'],
    },
    terms: [
      { concept: 'wishlist', preferred: 'ulubione', avoid: ['list* życzeń'] },
      { concept: 'branch', preferred: 'salon', avoid: ['filia', 'filii', 'filią', 'filie', 'oddział*'] },
      {
        concept: 'prescription',
        preferred: 'recepta',
        avoid: ['paszport* okularow*', 'paszporc* okularow*', 'paszport* okularów', 'paszport* optyczn*'],
      },
      {
        concept: 'contact-lens saving subscription',
        preferred: 'abonament oszczędnościowy',
        avoid: ['subskrypcj*', 'prenumerat*', 'abonament* na oszczędzanie'],
      },
      {
        concept: 'single vision lenses',
        preferred: 'soczewki jednoogniskowe',
        avoid: ['pojedynczego widzenia'],
      },
      { concept: 'varifocal lenses', preferred: 'soczewki progresywne', avoid: ['ślizgow*', 'varifokal*'] },
      { concept: 'blue-light filter', preferred: 'filtr światła niebieskiego', avoid: ['okulary ekranow*'] },
      { concept: 'pupillary distance', preferred: 'rozstaw źrenic (PD)', avoid: ['dystans pupilarn*'] },
      {
        concept: 'frame',
        preferred: 'oprawka',
        avoid: ['ramka okularów', 'ramki okularów', 'rama okularów'],
      },
      {
        concept: 'temple',
        preferred: 'zausznik',
        avoid: ['nausznik*', 'ramię okularów', 'ramiona okularów'],
      },
      { concept: 'bridge', preferred: 'mostek', avoid: ['most okularów'] },
      // "Szacunek" is respect; an estimate is "szacunkowy" / "przybliżony".
      {
        concept: 'estimated result',
        preferred: 'Wynik jest szacunkowy',
        avoid: ['to szacunek', 'jest szacunkiem'],
      },
      {
        concept: 'declaration of conformity of a product',
        preferred: 'Deklaracja zgodności UE soczewek kontaktowych',
        avoid: ['zgodności UE …', 'zgodności UE Soczewki'],
      },
      // Polish quotes open low and close high: „…”, not straight or German-style „…“.
      { concept: 'quotation marks', preferred: '„…”', avoid: ['"', '“'] },
    ],
  },
  cs: {
    register: {
      form: 'formal',
      pronouns: 'Vy (vy, vám, váš; capitalised only in letters)',
      avoid: [
        'tebe',
        'tobě',
        'tebou',
        'tě',
        'ti',
        'tvůj',
        'tvoje',
        'tvá',
        'tvé',
        'tvého',
        'tvému',
        'tvým',
        'tvých',
        'tvou',
        'jsi',
        'máš',
        'můžeš',
        'chceš',
        'najdeš',
        'víš',
        'budeš',
      ],
    },
    terms: [
      { concept: 'wishlist', preferred: 'oblíbené', avoid: ['seznam* přání'] },
      { concept: 'branch', preferred: 'pobočka', avoid: ['prodejn*', 'filiál*', 'filiálk*'] },
      { concept: 'prescription', preferred: 'předpis', avoid: ['brýlov* pas*', 'brýlov* průkaz*'] },
      {
        concept: 'contact-lens saving subscription',
        preferred: 'spořicí předplatné',
        avoid: ['spořící předplatn*', 'abonmá*', 'úsporn* předplatn*'],
      },
      { concept: 'single vision lenses', preferred: 'jednoohniskové čočky', avoid: ['jednovizuáln*'] },
      { concept: 'varifocal lenses', preferred: 'progresivní čočky', avoid: ['klouzav*', 'varifokáln*'] },
      { concept: 'blue-light filter', preferred: 'filtr modrého světla', avoid: ['počítačové brýle'] },
      { concept: 'pupillary distance', preferred: 'pupilární vzdálenost (PD)', avoid: ['pupilový rozestup'] },
      { concept: 'frame', preferred: 'obroučka', avoid: ['rámeč*', 'rám brýlí', 'rámy brýlí'] },
      { concept: 'temple', preferred: 'stranice', avoid: ['ramínk*', 'nožičk*'] },
      { concept: 'bridge', preferred: 'můstek', avoid: ['most brýlí'] },
      {
        concept: 'what is returned only unopened',
        preferred: 'Kontaktní čočky a prostředky péče vracejte jen neotevřené',
        avoid: ['péče jen neotevřené'],
      },
      {
        concept: 'declaration of conformity of a product',
        preferred: 'EU prohlášení o shodě kontaktních čoček',
        avoid: ['o shodě …', 'o shodě Kontaktní'],
      },
      // Czech quotes open low and close high-left: „…“, not straight or English “…”.
      { concept: 'quotation marks', preferred: '„…“', avoid: ['"', '”'] },
    ],
  },
};

/** Swiss German (de-CH texts) writes ss for ß. */
export const swissGermanAvoid = ['ß'] as const;
