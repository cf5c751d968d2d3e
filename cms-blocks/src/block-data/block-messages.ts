import type { Badge, LanguageCode } from '@lumen/domain';

/*
 * UI texts the product blocks share (not editor content): the product card's badges, price and
 * colour labels, in the five shop languages. The design system takes every word as a prop and
 * keeps no copy, and cms-blocks cannot read the storefront's message files, so the blocks keep
 * their few texts here, one table per language, picked by `useBlockMessages`.
 */

/** Plural forms by the CLDR category of a count (`one`, `few`, `many`, `other`). */
type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** The form of `forms` that fits `count` in `language` (Polish and Czech have three). */
export function plural(language: LanguageCode, count: number, forms: PluralForms): string {
  const category = new Intl.PluralRules(language).select(count);
  return (forms[category] ?? forms.other).replaceAll('{count}', String(count));
}

/** The product card's texts (`productCardProps`). */
export type ProductCardTexts = {
  badgeLabels: Readonly<Record<Badge, string>>;
  /** Before the cheapest price of a range ("ab 89,00 €"). */
  fromLabel: string;
  /** Read out before a struck-through price. */
  originalLabel: string;
  /** Read out before a reduced price. */
  currentLabel: string;
  /** EU Omnibus line under a reduced price. */
  lowestPriorLabel: (formattedPrice: string) => string;
  /** Name of the colour swatch list. */
  coloursLabel: string;
  /** The colours not shown as swatches. */
  moreColoursLabel: (count: number) => string;
};

export const productCardTexts: Readonly<Record<LanguageCode, ProductCardTexts>> = {
  de: {
    badgeLabels: {
      new: 'Neu',
      sold_out: 'Ausverkauft',
      online_exclusive: 'Nur online',
      sustainable: 'Nachhaltig',
      premium: 'Premium',
    },
    fromLabel: 'ab',
    originalLabel: 'Bisher',
    currentLabel: 'Jetzt',
    lowestPriorLabel: (price) => `Niedrigster Preis der letzten 30 Tage: ${price}`,
    coloursLabel: 'Farben',
    moreColoursLabel: (count) => plural('de', count, { one: '+{count} Farbe', other: '+{count} Farben' }),
  },
  fr: {
    badgeLabels: {
      new: 'Nouveau',
      sold_out: 'Épuisé',
      online_exclusive: 'Exclusivité en ligne',
      sustainable: 'Durable',
      premium: 'Premium',
    },
    fromLabel: 'dès',
    originalLabel: 'Prix précédent',
    currentLabel: 'Prix actuel',
    lowestPriorLabel: (price) => `Prix le plus bas des 30 derniers jours : ${price}`,
    coloursLabel: 'Couleurs',
    moreColoursLabel: (count) => plural('fr', count, { one: '+{count} couleur', other: '+{count} couleurs' }),
  },
  it: {
    badgeLabels: {
      new: 'Novità',
      sold_out: 'Esaurito',
      online_exclusive: 'Solo online',
      sustainable: 'Sostenibile',
      premium: 'Premium',
    },
    fromLabel: 'da',
    originalLabel: 'Prezzo precedente',
    currentLabel: 'Prezzo attuale',
    lowestPriorLabel: (price) => `Prezzo più basso degli ultimi 30 giorni: ${price}`,
    coloursLabel: 'Colori',
    moreColoursLabel: (count) => plural('it', count, { one: '+{count} colore', other: '+{count} colori' }),
  },
  pl: {
    badgeLabels: {
      new: 'Nowość',
      sold_out: 'Wyprzedane',
      online_exclusive: 'Tylko online',
      sustainable: 'Zrównoważony',
      premium: 'Premium',
    },
    fromLabel: 'od',
    originalLabel: 'Poprzednia cena',
    currentLabel: 'Aktualna cena',
    lowestPriorLabel: (price) => `Najniższa cena z ostatnich 30 dni: ${price}`,
    coloursLabel: 'Kolory',
    moreColoursLabel: (count) =>
      plural('pl', count, {
        one: '+{count} kolor',
        few: '+{count} kolory',
        many: '+{count} kolorów',
        other: '+{count} koloru',
      }),
  },
  cs: {
    badgeLabels: {
      new: 'Novinka',
      sold_out: 'Vyprodáno',
      online_exclusive: 'Pouze online',
      sustainable: 'Udržitelné',
      premium: 'Prémiové',
    },
    fromLabel: 'od',
    originalLabel: 'Původní cena',
    currentLabel: 'Aktuální cena',
    lowestPriorLabel: (price) => `Nejnižší cena za posledních 30 dní: ${price}`,
    coloursLabel: 'Barvy',
    moreColoursLabel: (count) =>
      plural('cs', count, {
        one: '+{count} barva',
        few: '+{count} barvy',
        many: '+{count} barvy',
        other: '+{count} barev',
      }),
  },
};
