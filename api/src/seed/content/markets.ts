import type { CountryCode, LanguageCode, ShopIdentity } from '@lumen/domain';
import { markets } from '@lumen/domain';
import type { Texts } from '../catalog/texts.ts';
import { texts } from '../catalog/texts.ts';

/** The company behind the shops of one market, as its imprint and privacy notice name it. */
export interface MarketFacts {
  country: CountryCode;
  /** The name the shop goes by (the header's logo is country-specific for CZ and PL, §2). */
  brand: string;
  company: string;
  street: string;
  zipCity: string;
  countryName: Texts;
  /** Commercial register entry, in the register's own words (a Swiss register's in each official language). */
  register: Texts;
  /** The imprint's tax and company numbers, labelled as each language names them for this market. */
  taxIds: readonly TaxId[];
  managers: string;
  phone: string;
  /** Weekday hours of the customer service line. */
  serviceHours: Texts;
  email: string;
  privacyEmail: string;
  /** The data protection authority a customer may complain to. */
  authority: Texts;
  /** The data protection law besides the GDPR, where there is one. */
  privacyLaw: Texts;
  deliveryDays: string;
  /**
   * The carrier with its preposition, declined as the sentence "We ship …" needs it: a bare name
   * spliced into a template reads "mit Die Post", "avec Die Post".
   */
  shippedBy: Texts;
  /** Payment methods of the market (the §2 icon set keys). */
  paymentMethods: readonly string[];
  /** Days a customer has to return an order. */
  returnDays: number;
}

interface TaxId {
  label: Texts;
  value: Texts;
}

function same(text: string): Texts {
  return texts(text, text, text, text, text);
}

/** The EU VAT identification number, as the imprints of Germany, Italy, Poland and Czechia label it. */
function euVatId(value: string, de = 'Umsatzsteuer-Identifikationsnummer'): TaxId {
  return {
    label: texts(de, 'Numéro de TVA intracommunautaire', 'Partita IVA', 'NIP UE', 'DIČ'),
    value: same(value),
  };
}

export const marketFacts: Record<CountryCode, MarketFacts> = {
  DE: {
    country: 'DE',
    brand: 'Lumen Optik',
    company: 'Lumen Optik GmbH',
    street: 'Hohe Bleichen 12',
    zipCity: '20354 Hamburg',
    countryName: texts('Deutschland', 'Allemagne', 'Germania', 'Niemcy', 'Německo'),
    register: same('Amtsgericht Hamburg, HRB 158234'),
    taxIds: [euVatId('DE318452976')],
    managers: 'Katrin Albers, Jonas Petersen',
    phone: '+49 40 2286 4410',
    serviceHours: texts(
      'Mo–Fr 8–20 Uhr, Sa 9–16 Uhr',
      'lu–ve 8h–20h, sa 9h–16h',
      'lun–ven 8–20, sab 9–16',
      'pn.–pt. 8–20, sob. 9–16',
      'po–pá 8–20, so 9–16',
    ),
    email: 'service@lumen-optik.de',
    privacyEmail: 'datenschutz@lumen-optik.de',
    authority: texts(
      'Der Hamburgische Beauftragte für Datenschutz und Informationsfreiheit',
      'le délégué à la protection des données et à la liberté d’information de Hambourg',
      'il Garante per la protezione dei dati e la libertà d’informazione di Amburgo',
      'Pełnomocnik ds. Ochrony Danych i Wolności Informacji w Hamburgu',
      'hamburský zmocněnec pro ochranu údajů a svobodu informací',
    ),
    privacyLaw: texts(
      'Bundesdatenschutzgesetz (BDSG)',
      'loi fédérale allemande sur la protection des données (BDSG)',
      'legge federale tedesca sulla protezione dei dati (BDSG)',
      'niemiecka federalna ustawa o ochronie danych (BDSG)',
      'německý spolkový zákon o ochraně osobních údajů (BDSG)',
    ),
    deliveryDays: '2–3',
    shippedBy: texts('mit DHL', 'par DHL', 'con DHL', 'kurierem DHL', 'prostřednictvím DHL'),
    paymentMethods: ['paypal', 'klarna', 'card', 'invoice', 'direct_debit', 'sofort'],
    returnDays: 30,
  },
  AT: {
    country: 'AT',
    brand: 'Lumen Optik',
    company: 'Lumen Optik Austria GmbH',
    street: 'Mariahilfer Straße 45',
    zipCity: '1060 Wien',
    countryName: texts('Österreich', 'Autriche', 'Austria', 'Austria', 'Rakousko'),
    register: same('Handelsgericht Wien, FN 512834 k'),
    taxIds: [euVatId('ATU73528146', 'UID-Nummer')],
    managers: 'Magdalena Steiner',
    phone: '+43 1 532 8870',
    serviceHours: texts('Mo–Fr 8–18 Uhr', 'lu–ve 8h–18h', 'lun–ven 8–18', 'pn.–pt. 8–18', 'po–pá 8–18'),
    email: 'service@lumen-optik.at',
    privacyEmail: 'datenschutz@lumen-optik.at',
    authority: texts(
      'Österreichische Datenschutzbehörde',
      'l’Autorité autrichienne de protection des données',
      'l’Autorità austriaca per la protezione dei dati',
      'austriacki Urząd Ochrony Danych',
      'rakouský Úřad pro ochranu osobních údajů',
    ),
    privacyLaw: texts(
      'Datenschutzgesetz (DSG)',
      'loi autrichienne sur la protection des données (DSG)',
      'legge austriaca sulla protezione dei dati (DSG)',
      'austriacka ustawa o ochronie danych (DSG)',
      'rakouský zákon o ochraně osobních údajů (DSG)',
    ),
    deliveryDays: '2–4',
    shippedBy: texts(
      'mit der Österreichischen Post',
      'par la Poste autrichienne',
      'con la Posta austriaca',
      'Pocztą Austriacką',
      'prostřednictvím Rakouské pošty',
    ),
    paymentMethods: ['paypal', 'klarna', 'card', 'invoice', 'sofort'],
    returnDays: 30,
  },
  CH: {
    country: 'CH',
    brand: 'Lumen Optik',
    company: 'Lumen Optik AG',
    street: 'Bahnhofstrasse 21',
    zipCity: '8001 Zürich',
    countryName: texts('Schweiz', 'Suisse', 'Svizzera', 'Szwajcaria', 'Švýcarsko'),
    register: texts(
      'Handelsregister des Kantons Zürich',
      'Registre du commerce du canton de Zurich',
      'Registro di commercio del Cantone di Zurigo',
      'Rejestr handlowy kantonu Zurych',
      'Obchodní rejstřík kantonu Curych',
    ),
    // The company number (UID/IDE/IDI) and the VAT number built on it, suffixed in the language.
    taxIds: [
      { label: texts('UID', 'IDE', 'IDI', 'UID', 'UID'), value: same('CHE-284.617.395') },
      {
        label: texts('MWST-Nr.', 'N° TVA', 'N. IVA', 'Nr VAT (MWST)', 'DIČ (MWST)'),
        value: texts(
          'CHE-284.617.395 MWST',
          'CHE-284.617.395 TVA',
          'CHE-284.617.395 IVA',
          'CHE-284.617.395 MWST',
          'CHE-284.617.395 MWST',
        ),
      },
    ],
    managers: 'Reto Brunner, Élodie Favre',
    phone: '+41 44 508 2290',
    serviceHours: texts('Mo–Fr 8–18 Uhr', 'lu–ve 8h–18h', 'lun–ven 8–18', 'pn.–pt. 8–18', 'po–pá 8–18'),
    email: 'service@lumen-optik.ch',
    privacyEmail: 'datenschutz@lumen-optik.ch',
    authority: texts(
      'Eidgenössischer Datenschutz- und Öffentlichkeitsbeauftragter (EDÖB)',
      'Préposé fédéral à la protection des données et à la transparence (PFPDT)',
      'Incaricato federale della protezione dei dati e della trasparenza (IFPDT)',
      'Federalny Pełnomocnik ds. Ochrony Danych i Jawności (EDÖB)',
      'Spolkový pověřenec pro ochranu údajů a transparentnost (EDÖB)',
    ),
    privacyLaw: texts(
      'Bundesgesetz über den Datenschutz (DSG)',
      'loi fédérale sur la protection des données (LPD)',
      'legge federale sulla protezione dei dati (LPD)',
      'szwajcarska federalna ustawa o ochronie danych (DSG)',
      'švýcarský spolkový zákon o ochraně údajů (DSG)',
    ),
    deliveryDays: '1–3',
    shippedBy: texts(
      'mit der Schweizerischen Post',
      'par La Poste Suisse',
      'con La Posta Svizzera',
      'Pocztą Szwajcarską',
      'prostřednictvím Švýcarské pošty',
    ),
    paymentMethods: ['twint', 'paypal', 'card', 'invoice'],
    returnDays: 30,
  },
  IT: {
    country: 'IT',
    brand: 'Lumen Optik',
    company: 'Lumen Ottica S.r.l.',
    street: 'Via Dante 14',
    zipCity: '20121 Milano',
    countryName: texts('Italien', 'Italie', 'Italia', 'Włochy', 'Itálie'),
    register: same('Registro delle Imprese di Milano, REA MI-2634187'),
    taxIds: [euVatId('IT11284630965')],
    managers: 'Francesca Galli',
    phone: '+39 02 8734 5520',
    serviceHours: texts('Mo–Fr 9–18 Uhr', 'lu–ve 9h–18h', 'lun–ven 9–18', 'pn.–pt. 9–18', 'po–pá 9–18'),
    email: 'servizio@lumen-ottica.it',
    privacyEmail: 'privacy@lumen-ottica.it',
    authority: texts(
      'Garante für den Schutz personenbezogener Daten (Garante per la protezione dei dati personali)',
      'le Garant pour la protection des données personnelles (Garante per la protezione dei dati personali)',
      'Garante per la protezione dei dati personali',
      'włoski Rzecznik Ochrony Danych Osobowych (Garante per la protezione dei dati personali)',
      'italský Úřad pro ochranu osobních údajů (Garante per la protezione dei dati personali)',
    ),
    privacyLaw: texts(
      'italienisches Datenschutzgesetz (Codice in materia di protezione dei dati personali)',
      'code italien de la protection des données (Codice in materia di protezione dei dati personali)',
      'Codice in materia di protezione dei dati personali (D.lgs. 196/2003)',
      'włoski kodeks ochrony danych osobowych (D.lgs. 196/2003)',
      'italský zákoník o ochraně osobních údajů (D.lgs. 196/2003)',
    ),
    deliveryDays: '2–4',
    shippedBy: texts('mit DHL', 'par DHL', 'con DHL', 'kurierem DHL', 'prostřednictvím DHL'),
    paymentMethods: ['paypal', 'klarna', 'card'],
    returnDays: 30,
  },
  PL: {
    country: 'PL',
    brand: 'Lumen Optyk',
    company: 'Lumen Optyk sp. z o.o.',
    street: 'ul. Marszałkowska 84/92',
    zipCity: '00-514 Warszawa',
    countryName: texts('Polen', 'Pologne', 'Polonia', 'Polska', 'Polsko'),
    register: same('Sąd Rejonowy dla m.st. Warszawy, XII Wydział Gospodarczy KRS, KRS 0000784512'),
    taxIds: [euVatId('PL5252817346')],
    managers: 'Agnieszka Zielińska',
    phone: '+48 22 307 4150',
    serviceHours: texts('Mo–Fr 8–18 Uhr', 'lu–ve 8h–18h', 'lun–ven 8–18', 'pn.–pt. 8–18', 'po–pá 8–18'),
    email: 'obsluga@lumen-optyk.pl',
    privacyEmail: 'daneosobowe@lumen-optyk.pl',
    authority: texts(
      'Präsident des Amtes für den Schutz personenbezogener Daten (Prezes UODO)',
      'le président de l’Office de protection des données personnelles (Prezes UODO)',
      'il Presidente dell’Ufficio per la protezione dei dati personali (Prezes UODO)',
      'Prezes Urzędu Ochrony Danych Osobowych (UODO)',
      'předseda polského Úřadu pro ochranu osobních údajů (Prezes UODO)',
    ),
    privacyLaw: texts(
      'polnisches Datenschutzgesetz (ustawa o ochronie danych osobowych)',
      'loi polonaise sur la protection des données personnelles',
      'legge polacca sulla protezione dei dati personali',
      'ustawa z dnia 10 maja 2018 r. o ochronie danych osobowych',
      'polský zákon o ochraně osobních údajů',
    ),
    deliveryDays: '1–3',
    shippedBy: texts(
      'mit InPost',
      'par InPost',
      'con InPost',
      'kurierem InPost',
      'prostřednictvím společnosti InPost',
    ),
    paymentMethods: ['blik', 'przelewy24', 'payu', 'card', 'paypal'],
    returnDays: 30,
  },
  CZ: {
    country: 'CZ',
    brand: 'Lumen Optika',
    company: 'Lumen Optika s.r.o.',
    street: 'Václavské náměstí 47',
    zipCity: '110 00 Praha 1',
    countryName: texts('Tschechien', 'Tchéquie', 'Repubblica Ceca', 'Czechy', 'Česko'),
    register: same('Městský soud v Praze, oddíl C, vložka 328417; IČO 08741256'),
    taxIds: [euVatId('CZ08741256')],
    managers: 'Tereza Procházková',
    phone: '+420 221 508 730',
    serviceHours: texts('Mo–Fr 8–17 Uhr', 'lu–ve 8h–17h', 'lun–ven 8–17', 'pn.–pt. 8–17', 'po–pá 8–17'),
    email: 'zakaznici@lumen-optika.cz',
    privacyEmail: 'osobniudaje@lumen-optika.cz',
    authority: texts(
      'Amt für den Schutz personenbezogener Daten (Úřad pro ochranu osobních údajů)',
      'l’Office pour la protection des données personnelles (Úřad pro ochranu osobních údajů)',
      'l’Ufficio per la protezione dei dati personali (Úřad pro ochranu osobních údajů)',
      'czeski Urząd Ochrony Danych Osobowych (Úřad pro ochranu osobních údajů)',
      'Úřad pro ochranu osobních údajů (ÚOOÚ)',
    ),
    privacyLaw: texts(
      'tschechisches Gesetz über die Verarbeitung personenbezogener Daten (Nr. 110/2019 Slg.)',
      'loi tchèque sur le traitement des données personnelles (n° 110/2019)',
      'legge ceca sul trattamento dei dati personali (n. 110/2019)',
      'czeska ustawa o przetwarzaniu danych osobowych (nr 110/2019)',
      'zákon č. 110/2019 Sb., o zpracování osobních údajů',
    ),
    deliveryDays: '1–3',
    shippedBy: texts(
      'mit der Tschechischen Post',
      'par la Poste tchèque',
      'con la Posta ceca',
      'Pocztą Czeską',
      'prostřednictvím České pošty',
    ),
    paymentMethods: ['card', 'cash_on_delivery', 'paypal'],
    returnDays: 30,
  },
};

/** A price in a text of the given language, whole units, in the market's currency. */
export function moneyText(cents: number, shop: ShopIdentity, language: LanguageCode): string {
  const currency = markets[shop.country].currency;
  return new Intl.NumberFormat(`${language}-${shop.country}`, {
    style: 'currency',
    currency,
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}
