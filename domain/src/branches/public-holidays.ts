import type { CountryCode, LanguageCode } from '../shops/shop-table.ts';
import { addDays } from '../subscriptions/iso-date.ts';
import type { IsoDate } from '../subscriptions/iso-date.ts';
import type { ClosedDay } from './branch.ts';

/** The public holidays of the chain's markets, by a stable key (§2 branch detail: holidays). */
export const publicHolidayKeys = [
  'newYear',
  'epiphany',
  'goodFriday',
  'easterSunday',
  'easterMonday',
  'labourDay',
  'ascension',
  'whitSunday',
  'whitMonday',
  'corpusChristi',
  'assumption',
  'allSaints',
  'immaculateConception',
  'christmasEve',
  'christmas',
  'stStephensDay',
  // National days.
  'germanUnityDay',
  'austrianNationalDay',
  'swissNationalDay',
  'liberationDay',
  'republicDay',
  'stFrancisDay',
  'constitutionDay',
  'independenceDay',
  'victoryDay',
  'cyrilMethodiusDay',
  'janHusDay',
  'czechStatehoodDay',
  'czechoslovakIndependenceDay',
  'freedomDemocracyDay',
] as const;
export type PublicHolidayKey = (typeof publicHolidayKeys)[number];

/** A public holiday of a country in a year. */
export interface PublicHoliday {
  date: IsoDate;
  key: PublicHolidayKey;
}

/** A holiday on a fixed day of the year (`MM-DD`) or a number of days after Easter Sunday. */
type HolidayRule = { key: PublicHolidayKey; since?: number } & ({ on: string } | { afterEaster: number });

const fixed = (key: PublicHolidayKey, on: string, since?: number): HolidayRule =>
  since === undefined ? { key, on } : { key, on, since };
const easterBased = (key: PublicHolidayKey, afterEaster: number): HolidayRule => ({ key, afterEaster });

const goodFriday = easterBased('goodFriday', -2);
const easterSunday = easterBased('easterSunday', 0);
const easterMonday = easterBased('easterMonday', 1);
const ascension = easterBased('ascension', 39);
const whitSunday = easterBased('whitSunday', 49);
const whitMonday = easterBased('whitMonday', 50);
const corpusChristi = easterBased('corpusChristi', 60);

/**
 * The nationwide public holidays of each market: days set by national law for the whole country,
 * not those of a single state, region or town (Reformationstag, Sant’Ambrogio, Berchtoldstag …).
 * Sunday-only feasts (Easter and Whit Sunday) are listed where the law lists them (IT, PL).
 */
const holidayRules: Readonly<Record<CountryCode, readonly HolidayRule[]>> = {
  // Feiertage of all 16 Länder.
  DE: [
    fixed('newYear', '01-01'),
    goodFriday,
    easterMonday,
    fixed('labourDay', '05-01'),
    ascension,
    whitMonday,
    fixed('germanUnityDay', '10-03'),
    fixed('christmas', '12-25'),
    fixed('stStephensDay', '12-26'),
  ],
  // Feiertagsruhegesetz. Shops may open on 8 December (Öffnungszeitengesetz), yet it is a holiday.
  AT: [
    fixed('newYear', '01-01'),
    fixed('epiphany', '01-06'),
    easterMonday,
    fixed('labourDay', '05-01'),
    ascension,
    whitMonday,
    corpusChristi,
    fixed('assumption', '08-15'),
    fixed('austrianNationalDay', '10-26'),
    fixed('allSaints', '11-01'),
    fixed('immaculateConception', '12-08'),
    fixed('christmas', '12-25'),
    fixed('stStephensDay', '12-26'),
  ],
  // Switzerland has one federal holiday (1 August); the cantons set the others. Kept simple: the
  // days common to the cantons of the chain's Swiss branches (Zürich, Bern, Basel-Stadt, Genève,
  // Vaud, Ticino). Good Friday is not one (Ticino works), nor is 26 December (Genève).
  CH: [
    fixed('newYear', '01-01'),
    easterMonday,
    ascension,
    whitMonday,
    fixed('swissNationalDay', '08-01'),
    fixed('christmas', '12-25'),
  ],
  // Festività nazionali; San Francesco (4 October) again since 2026.
  IT: [
    fixed('newYear', '01-01'),
    fixed('epiphany', '01-06'),
    easterSunday,
    easterMonday,
    fixed('liberationDay', '04-25'),
    fixed('labourDay', '05-01'),
    fixed('republicDay', '06-02'),
    fixed('assumption', '08-15'),
    fixed('stFrancisDay', '10-04', 2026),
    fixed('allSaints', '11-01'),
    fixed('immaculateConception', '12-08'),
    fixed('christmas', '12-25'),
    fixed('stStephensDay', '12-26'),
  ],
  // Ustawa o dniach wolnych od pracy; Christmas Eve since 2025.
  PL: [
    fixed('newYear', '01-01'),
    fixed('epiphany', '01-06'),
    easterSunday,
    easterMonday,
    fixed('labourDay', '05-01'),
    fixed('constitutionDay', '05-03'),
    whitSunday,
    corpusChristi,
    fixed('assumption', '08-15'),
    fixed('allSaints', '11-01'),
    fixed('independenceDay', '11-11'),
    fixed('christmasEve', '12-24', 2025),
    fixed('christmas', '12-25'),
    fixed('stStephensDay', '12-26'),
  ],
  // Státní svátky and ostatní svátky (zákon č. 245/2000 Sb.); Good Friday since 2016.
  CZ: [
    fixed('newYear', '01-01'),
    { ...goodFriday, since: 2016 },
    easterMonday,
    fixed('labourDay', '05-01'),
    fixed('victoryDay', '05-08'),
    fixed('cyrilMethodiusDay', '07-05'),
    fixed('janHusDay', '07-06'),
    fixed('czechStatehoodDay', '09-28'),
    fixed('czechoslovakIndependenceDay', '10-28'),
    fixed('freedomDemocracyDay', '11-17'),
    fixed('christmasEve', '12-24'),
    fixed('christmas', '12-25'),
    fixed('stStephensDay', '12-26'),
  ],
};

/** The first and last years the Gregorian Easter computus is used for here. */
const firstYear = 1583;
const lastYear = 9999;

function checkYear(year: number): void {
  if (!Number.isInteger(year) || year < firstYear || year > lastYear) {
    throw new RangeError(`No public holidays for the year ${year}`);
  }
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Easter Sunday of a year in the Gregorian calendar (the Anonymous Gregorian algorithm, Meeus). */
export function easterSundayOf(year: number): IsoDate {
  checkYear(year);
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The nationwide public holidays of a market in a year, in date order. */
export function publicHolidays(country: CountryCode, year: number): PublicHoliday[] {
  const easter = easterSundayOf(year);
  return holidayRules[country]
    .filter((rule) => rule.since === undefined || year >= rule.since)
    .map((rule) => ({
      date: 'on' in rule ? `${year}-${rule.on}` : addDays(easter, rule.afterEaster),
      key: rule.key,
    }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** The public holiday of a market on a day, if the day is one. */
export function publicHolidayOn(country: CountryCode, date: IsoDate): PublicHolidayKey | undefined {
  return publicHolidays(country, Number(date.slice(0, 4))).find((holiday) => holiday.date === date)?.key;
}

/** Each holiday's name in the shops' languages, as it is called where it is a holiday. */
const holidayNames: Readonly<Record<PublicHolidayKey, Readonly<Record<LanguageCode, string>>>> = {
  newYear: { de: 'Neujahr', fr: 'Nouvel An', it: 'Capodanno', pl: 'Nowy Rok', cs: 'Nový rok' },
  epiphany: {
    de: 'Heilige Drei Könige',
    fr: 'Épiphanie',
    it: 'Epifania',
    pl: 'Święto Trzech Króli',
    cs: 'Tři králové',
  },
  goodFriday: {
    de: 'Karfreitag',
    fr: 'Vendredi saint',
    it: 'Venerdì santo',
    pl: 'Wielki Piątek',
    cs: 'Velký pátek',
  },
  easterSunday: { de: 'Ostersonntag', fr: 'Pâques', it: 'Pasqua', pl: 'Wielkanoc', cs: 'Velikonoční neděle' },
  easterMonday: {
    de: 'Ostermontag',
    fr: 'Lundi de Pâques',
    it: 'Lunedì di Pasqua',
    pl: 'Poniedziałek Wielkanocny',
    cs: 'Velikonoční pondělí',
  },
  labourDay: {
    de: 'Tag der Arbeit',
    fr: 'Fête du Travail',
    it: 'Festa del Lavoro',
    pl: 'Święto Pracy',
    cs: 'Svátek práce',
  },
  ascension: {
    de: 'Christi Himmelfahrt',
    fr: 'Ascension',
    it: 'Ascensione',
    pl: 'Wniebowstąpienie Pańskie',
    cs: 'Nanebevstoupení Páně',
  },
  whitSunday: {
    de: 'Pfingstsonntag',
    fr: 'Pentecôte',
    it: 'Pentecoste',
    pl: 'Zielone Świątki',
    cs: 'Letnice',
  },
  whitMonday: {
    de: 'Pfingstmontag',
    fr: 'Lundi de Pentecôte',
    it: 'Lunedì di Pentecoste',
    pl: 'Poniedziałek Zielonych Świątek',
    cs: 'Svatodušní pondělí',
  },
  corpusChristi: {
    de: 'Fronleichnam',
    fr: 'Fête-Dieu',
    it: 'Corpus Domini',
    pl: 'Boże Ciało',
    cs: 'Boží tělo',
  },
  assumption: {
    de: 'Mariä Himmelfahrt',
    fr: 'Assomption',
    it: 'Assunzione',
    pl: 'Wniebowzięcie Najświętszej Maryi Panny',
    cs: 'Nanebevzetí Panny Marie',
  },
  allSaints: {
    de: 'Allerheiligen',
    fr: 'Toussaint',
    it: 'Ognissanti',
    pl: 'Wszystkich Świętych',
    cs: 'Všech svatých',
  },
  immaculateConception: {
    de: 'Mariä Empfängnis',
    fr: 'Immaculée Conception',
    it: 'Immacolata Concezione',
    pl: 'Niepokalane Poczęcie',
    cs: 'Neposkvrněné početí Panny Marie',
  },
  christmasEve: {
    de: 'Heiligabend',
    fr: 'Veille de Noël',
    it: 'Vigilia di Natale',
    pl: 'Wigilia Bożego Narodzenia',
    cs: 'Štědrý den',
  },
  christmas: {
    de: '1. Weihnachtstag',
    fr: 'Noël',
    it: 'Natale',
    pl: 'Boże Narodzenie (pierwszy dzień)',
    cs: '1. svátek vánoční',
  },
  stStephensDay: {
    de: '2. Weihnachtstag',
    fr: 'Saint-Étienne',
    it: 'Santo Stefano',
    pl: 'Boże Narodzenie (drugi dzień)',
    cs: '2. svátek vánoční',
  },
  germanUnityDay: {
    de: 'Tag der Deutschen Einheit',
    fr: 'Jour de l’Unité allemande',
    it: 'Giorno dell’unità tedesca',
    pl: 'Dzień Jedności Niemiec',
    cs: 'Den německé jednoty',
  },
  austrianNationalDay: {
    de: 'Nationalfeiertag',
    fr: 'Fête nationale autrichienne',
    it: 'Festa nazionale austriaca',
    pl: 'Święto Narodowe Austrii',
    cs: 'Rakouský národní svátek',
  },
  swissNationalDay: {
    de: 'Bundesfeiertag',
    fr: 'Fête nationale',
    it: 'Festa nazionale',
    pl: 'Święto Narodowe Szwajcarii',
    cs: 'Švýcarský národní svátek',
  },
  liberationDay: {
    de: 'Tag der Befreiung',
    fr: 'Fête de la Libération',
    it: 'Festa della Liberazione',
    pl: 'Święto Wyzwolenia',
    cs: 'Den osvobození',
  },
  republicDay: {
    de: 'Tag der Republik',
    fr: 'Fête de la République',
    it: 'Festa della Repubblica',
    pl: 'Święto Republiki',
    cs: 'Den republiky',
  },
  stFrancisDay: {
    de: 'Hl. Franz von Assisi',
    fr: 'Saint François d’Assise',
    it: 'San Francesco d’Assisi',
    pl: 'Święto św. Franciszka z Asyżu',
    cs: 'Svatý František z Assisi',
  },
  constitutionDay: {
    de: 'Tag der Verfassung vom 3. Mai',
    fr: 'Fête de la Constitution du 3 Mai',
    it: 'Festa della Costituzione del 3 maggio',
    pl: 'Święto Narodowe Trzeciego Maja',
    cs: 'Svátek Ústavy 3. května',
  },
  independenceDay: {
    de: 'Unabhängigkeitstag',
    fr: 'Fête de l’Indépendance',
    it: 'Festa dell’Indipendenza',
    pl: 'Narodowe Święto Niepodległości',
    cs: 'Den nezávislosti',
  },
  victoryDay: {
    de: 'Tag des Sieges',
    fr: 'Fête de la Victoire',
    it: 'Giorno della Vittoria',
    pl: 'Dzień Zwycięstwa',
    cs: 'Den vítězství',
  },
  cyrilMethodiusDay: {
    de: 'Tag der Slawenapostel Kyrill und Method',
    fr: 'Fête des saints Cyrille et Méthode',
    it: 'Santi Cirillo e Metodio',
    pl: 'Dzień Świętych Cyryla i Metodego',
    cs: 'Den slovanských věrozvěstů Cyrila a Metoděje',
  },
  janHusDay: {
    de: 'Jan-Hus-Tag',
    fr: 'Jour de Jan Hus',
    it: 'Giorno di Jan Hus',
    pl: 'Dzień Jana Husa',
    cs: 'Den upálení mistra Jana Husa',
  },
  czechStatehoodDay: {
    de: 'Tag der tschechischen Staatlichkeit',
    fr: 'Fête de l’État tchèque',
    it: 'Giorno della statualità ceca',
    pl: 'Dzień Państwowości Czeskiej',
    cs: 'Den české státnosti',
  },
  czechoslovakIndependenceDay: {
    de: 'Gründung der Tschechoslowakei',
    fr: 'Fondation de la Tchécoslovaquie',
    it: 'Fondazione della Cecoslovacchia',
    pl: 'Dzień Powstania Niepodległego Państwa Czechosłowackiego',
    cs: 'Den vzniku samostatného československého státu',
  },
  freedomDemocracyDay: {
    de: 'Tag des Kampfes für Freiheit und Demokratie',
    fr: 'Journée de la lutte pour la liberté et la démocratie',
    it: 'Giornata della lotta per la libertà e la democrazia',
    pl: 'Dzień Walki o Wolność i Demokrację',
    cs: 'Den boje za svobodu a demokracii',
  },
};

/** Where a country calls a holiday otherwise in a language (Austrian, Swiss, South Tyrolean German …). */
const regionalNames: Readonly<
  Partial<Record<CountryCode, Partial<Record<PublicHolidayKey, Partial<Record<LanguageCode, string>>>>>>
> = {
  AT: {
    labourDay: { de: 'Staatsfeiertag' },
    christmas: { de: 'Christtag' },
    stStephensDay: { de: 'Stefanitag' },
  },
  CH: {
    ascension: { de: 'Auffahrt' },
    christmas: { de: 'Weihnachten' },
  },
  IT: {
    easterMonday: { it: 'Lunedì dell’Angelo' },
    assumption: { it: 'Ferragosto' },
    christmas: { de: 'Weihnachten' },
    stStephensDay: { de: 'Stephanstag' },
  },
};

/** Swiss German writes no ß (Strasse, not Straße). */
const swissGerman = (text: string) => text.replaceAll('ß', 'ss');

/**
 * A holiday's name in a shop's language, as the country it is a holiday of calls it: `Stefanitag`
 * in Austria, `2. Weihnachtstag` in Germany, Swiss German spelling in Switzerland.
 */
export function publicHolidayName(
  key: PublicHolidayKey,
  language: LanguageCode,
  country: CountryCode,
): string {
  const name = regionalNames[country]?.[key]?.[language] ?? holidayNames[key][language];
  return country === 'CH' && language === 'de' ? swissGerman(name) : name;
}

/**
 * The public holidays of a market between two days (both included) as a branch's closed days,
 * named in the shop's language (§2 branch detail: holidays).
 */
export function publicHolidayClosedDays(
  country: CountryCode,
  language: LanguageCode,
  days: { from: IsoDate; to: IsoDate },
): ClosedDay[] {
  const closedDays: ClosedDay[] = [];
  for (let year = Number(days.from.slice(0, 4)); year <= Number(days.to.slice(0, 4)); year += 1) {
    for (const holiday of publicHolidays(country, year)) {
      if (holiday.date >= days.from && holiday.date <= days.to) {
        closedDays.push({ date: holiday.date, name: publicHolidayName(holiday.key, language, country) });
      }
    }
  }
  return closedDays;
}
