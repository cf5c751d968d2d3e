import type { ConsentListBlok } from './consent-list.schema.ts';

/*
 * Consent lists as the content API delivers them, in four shop languages: the groups of the
 * cookie banner (§9: statistics C0002, marketing C0004) and the providers in each, as the privacy
 * page lists them. The seed has no consent list yet.
 */

type Texts = { name: string; purpose: string };

const paragraph = (text: string) => ({
  type: 'doc' as const,
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

const url = (href: string) => ({
  id: '',
  url: href,
  linktype: 'url' as const,
  fieldtype: 'multilink',
  cached_url: href,
});

function provider(
  uid: string,
  name: string,
  fields: { purpose: string; cookies: string; retention: string; privacy: ReturnType<typeof url> },
) {
  return {
    _uid: uid,
    component: 'consent_provider' as const,
    name,
    purpose: fields.purpose,
    cookies: fields.cookies,
    retention: fields.retention,
    privacy_policy: fields.privacy,
  };
}

function group(uid: string, groupId: string, texts: Texts, providers: ReturnType<typeof provider>[]) {
  return {
    _uid: uid,
    component: 'consent_group' as const,
    name: texts.name,
    group_id: groupId,
    purpose: paragraph(texts.purpose),
    providers,
  };
}

type Language = {
  headline: string;
  intro: string;
  necessary: Texts;
  statistics: Texts;
  marketing: Texts;
  shopPurpose: string;
  shopRetention: string;
  consentPurpose: string;
  months: (count: number) => string;
  years: (count: number) => string;
  analyticsPurpose: string;
  youtubePurpose: string;
  vimeoPurpose: string;
  privacyPage: string;
};

function consentList(uid: string, language: Language): ConsentListBlok {
  return {
    _uid: uid,
    component: 'consent_list',
    headline: language.headline,
    intro: paragraph(language.intro),
    groups: [
      group(`${uid}-g1`, 'C0001', language.necessary, [
        provider(`${uid}-p1`, 'Lumen Optik', {
          purpose: language.shopPurpose,
          cookies: 'lumen_session, lumen_locale, lumen_lang',
          retention: language.shopRetention,
          privacy: url(language.privacyPage),
        }),
        provider(`${uid}-p2`, 'OneTrust', {
          purpose: language.consentPurpose,
          cookies: 'OptanonConsent, OptanonAlertBoxClosed',
          retention: language.months(12),
          privacy: url('https://www.onetrust.com/privacy-notice/'),
        }),
      ]),
      group(`${uid}-g2`, 'C0002', language.statistics, [
        provider(`${uid}-p3`, 'Google Analytics', {
          purpose: language.analyticsPurpose,
          cookies: '_ga, _ga_<ID>',
          retention: language.years(2),
          privacy: url('https://policies.google.com/privacy'),
        }),
      ]),
      group(`${uid}-g4`, 'C0004', language.marketing, [
        provider(`${uid}-p4`, 'YouTube', {
          purpose: language.youtubePurpose,
          cookies: 'VISITOR_INFO1_LIVE, YSC',
          retention: language.months(6),
          privacy: url('https://policies.google.com/privacy'),
        }),
        provider(`${uid}-p5`, 'Vimeo', {
          purpose: language.vimeoPurpose,
          cookies: 'vuid',
          retention: language.years(2),
          privacy: url('https://vimeo.com/privacy'),
        }),
      ]),
    ],
  };
}

export const consentListFixtures: Record<'de' | 'fr' | 'pl' | 'cs', ConsentListBlok> = {
  de: consentList('0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d', {
    headline: 'Cookies und Anbieter',
    intro:
      'Technisch notwendige Cookies setzen wir immer. Statistik- und Marketing-Cookies nur, wenn Sie im Cookie-Banner zustimmen; Ihre Auswahl können Sie jederzeit in den Cookie-Einstellungen ändern.',
    necessary: {
      name: 'Notwendige Cookies',
      purpose: 'Ohne sie funktionieren Warenkorb, Anmeldung und Spracheinstellung nicht.',
    },
    statistics: {
      name: 'Statistik',
      purpose: 'Wir zählen Besuche und sehen, welche Seiten gefragt sind, um den Shop zu verbessern.',
    },
    marketing: {
      name: 'Marketing',
      purpose: 'Eingebettete Videos und Inhalte anderer Anbieter, die Ihren Besuch wiedererkennen können.',
    },
    shopPurpose: 'Warenkorb, Anmeldung und die gewählte Sprache',
    shopRetention: 'Sitzung; Land 365 Tage, Sprache 7 Tage',
    consentPurpose: 'Speichert Ihre Auswahl im Cookie-Banner',
    months: (count) => `${count} Monate`,
    years: (count) => `${count} Jahre`,
    analyticsPurpose: 'Reichweitenmessung: Besuche, Seitenaufrufe, Herkunft',
    youtubePurpose: 'Spielt eingebettete Videos ab',
    vimeoPurpose: 'Spielt eingebettete Videos ab',
    privacyPage: '/datenschutz/',
  }),
  fr: consentList('1b2c3d4e-5f6a-4b7c-9d8e-9f0a1b2c3d4e', {
    headline: 'Cookies et fournisseurs',
    intro:
      'Nous utilisons toujours les cookies techniquement nécessaires. Les cookies de statistiques et de marketing uniquement si vous y consentez dans la bannière ; vous pouvez modifier votre choix à tout moment dans les paramètres des cookies.',
    necessary: {
      name: 'Cookies nécessaires',
      purpose: 'Sans eux, le panier, la connexion et le choix de la langue ne fonctionnent pas.',
    },
    statistics: {
      name: 'Statistiques',
      purpose:
        'Nous comptons les visites et voyons quelles pages sont consultées afin d’améliorer la boutique.',
    },
    marketing: {
      name: 'Marketing',
      purpose: 'Vidéos et contenus intégrés d’autres fournisseurs, qui peuvent reconnaître votre visite.',
    },
    shopPurpose: 'Panier, connexion et langue choisie',
    shopRetention: 'Session ; pays 365 jours, langue 7 jours',
    consentPurpose: 'Enregistre votre choix dans la bannière des cookies',
    months: (count) => `${count} mois`,
    years: (count) => `${count} ans`,
    analyticsPurpose: 'Mesure d’audience : visites, pages vues, provenance',
    youtubePurpose: 'Lit les vidéos intégrées',
    vimeoPurpose: 'Lit les vidéos intégrées',
    privacyPage: '/protectiondesdonnees/',
  }),
  pl: consentList('2c3d4e5f-6a7b-4c8d-8e9f-0a1b2c3d4e5f', {
    headline: 'Pliki cookie i dostawcy',
    intro:
      'Niezbędne pliki cookie stosujemy zawsze. Statystyczne i marketingowe tylko wtedy, gdy wyrazisz zgodę w banerze; wybór możesz w każdej chwili zmienić w ustawieniach plików cookie.',
    necessary: {
      name: 'Niezbędne pliki cookie',
      purpose: 'Bez nich koszyk, logowanie i wybór języka nie działają.',
    },
    statistics: {
      name: 'Statystyka',
      purpose: 'Liczymy odwiedziny i sprawdzamy, które strony są popularne, aby ulepszać sklep.',
    },
    marketing: {
      name: 'Marketing',
      purpose: 'Osadzone filmy i treści innych dostawców, którzy mogą rozpoznać Twoją wizytę.',
    },
    shopPurpose: 'Koszyk, logowanie i wybrany język',
    shopRetention: 'Sesja; kraj 365 dni, język 7 dni',
    consentPurpose: 'Zapisuje Twój wybór w banerze plików cookie',
    months: (count) => `${count} miesięcy`,
    years: (count) => `${count} lata`,
    analyticsPurpose: 'Pomiar ruchu: odwiedziny, odsłony, źródła wejść',
    youtubePurpose: 'Odtwarza osadzone filmy',
    vimeoPurpose: 'Odtwarza osadzone filmy',
    privacyPage: '/ochronadanych/',
  }),
  cs: consentList('3d4e5f6a-7b8c-4d9e-9f0a-1b2c3d4e5f6a', {
    headline: 'Cookies a poskytovatelé',
    intro:
      'Technicky nezbytné cookies používáme vždy. Statistické a marketingové jen tehdy, když s nimi v liště souhlasíte; svou volbu můžete kdykoli změnit v nastavení cookies.',
    necessary: {
      name: 'Nezbytné cookies',
      purpose: 'Bez nich nefunguje košík, přihlášení ani volba jazyka.',
    },
    statistics: {
      name: 'Statistika',
      purpose: 'Počítáme návštěvy a sledujeme, které stránky jsou žádané, abychom e-shop zlepšovali.',
    },
    marketing: {
      name: 'Marketing',
      purpose: 'Vložená videa a obsah jiných poskytovatelů, kteří mohou vaši návštěvu rozpoznat.',
    },
    shopPurpose: 'Košík, přihlášení a zvolený jazyk',
    shopRetention: 'Relace; země 365 dní, jazyk 7 dní',
    consentPurpose: 'Ukládá vaši volbu v liště cookies',
    months: (count) => `${count} měsíců`,
    years: (count) => `${count} roky`,
    analyticsPurpose: 'Měření návštěvnosti: návštěvy, zobrazení stránek, zdroje',
    youtubePurpose: 'Přehrává vložená videa',
    vimeoPurpose: 'Přehrává vložená videa',
    privacyPage: '/ochrana-udaju/',
  }),
};

/** A draft an editor has not finished: a group without name or a usable id, a provider without name. */
export const consentListDraftFixture: ConsentListBlok = {
  _uid: '4e5f6a7b-8c9d-4e0f-8a1b-2c3d4e5f6a7b',
  component: 'consent_list',
  headline: 'Cookies und Anbieter',
  groups: [
    {
      _uid: '5f6a7b8c-9d0e-4f1a-9b2c-3d4e5f6a7b8c',
      component: 'consent_group',
      name: '',
      group_id: 'Statistik',
      purpose: paragraph('Reichweitenmessung'),
      providers: [
        {
          _uid: '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d',
          component: 'consent_provider',
          name: ' ',
          privacy_policy: url('javascript:alert(1)'),
        },
      ],
    },
  ],
};
