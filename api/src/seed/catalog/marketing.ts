import { shops } from '@lumen/domain';
import type { CurrencyCode } from '@lumen/domain';
import type { CampaignRow, PromotionRow, VoucherCodeRow } from '../../commerce/catalog/catalog-rows.ts';
import { brandDefinitions } from './brands.ts';
import type { CategoryTree } from './category-tree.ts';
import { swissGerman } from './swiss-german.ts';
import { texts } from './texts.ts';
import type { Texts } from './texts.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** A time window around `now`, in whole days, as ISO strings. */
function window(now: Date, fromDays: number, toDays: number): { startAt: string; endAt: string } {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return {
    startAt: new Date(midnight + fromDays * dayMs).toISOString(),
    endAt: new Date(midnight + toDays * dayMs - 1000).toISOString(),
  };
}

const shopsPaying = (currency: CurrencyCode) =>
  shops.filter((shop) => shop.currency === currency).map((shop) => shop.shopId);
const shopsOf = (...codes: string[]) =>
  shops.filter((shop) => codes.includes(shop.code)).map((shop) => shop.shopId);

function brandId(name: string): number {
  const brand = brandDefinitions.find((candidate) => candidate.name === name);
  if (!brand) throw new Error(`The seed has no brand ${name}`);
  return brand.id;
}

/** A campaign's name and description in every language; the German ones are also the Panel's. */
function campaignTexts(names: Texts, descriptions: Texts) {
  return { name: names.de, description: descriptions.de, names, descriptions };
}

/** A promotion's name in every language; the German one is also the Panel's. */
function promotionNames(names: Texts) {
  return { name: names.de, names };
}

/** Campaigns reduce by brand or by category; one has ended and one is still to come. */
export function campaignRows(now: Date, tree: CategoryTree): CampaignRow[] {
  const year = now.getUTCFullYear();
  return [
    {
      id: 1,
      key: `summer-sunglasses-${year}`,
      ...campaignTexts(
        texts(
          `Sommer-Sonnenbrillen ${year}`,
          `Lunettes de soleil de l’été ${year}`,
          `Occhiali da sole per l’estate ${year}`,
          `Letnie okulary przeciwsłoneczne ${year}`,
          `Letní sluneční brýle ${year}`,
        ),
        texts(
          '20\u00a0% auf alle Sonnenbrillen',
          '20 % sur toutes les lunettes de soleil',
          '20% su tutti gli occhiali da sole',
          '20% na wszystkie okulary przeciwsłoneczne',
          '20 % na všechny sluneční brýle',
        ),
      ),
      reductionPercent: 20,
      ...window(now, -14, 21),
      brandIds: null,
      categoryIds: [tree.idOf('Eyewear|Sunglasses')],
      shopIds: null,
    },
    {
      id: 2,
      key: 'brand-week-vista-milano',
      ...campaignTexts(
        texts(
          'Markenwoche Vista Milano',
          'Semaine Vista Milano',
          'Settimana Vista Milano',
          'Tydzień marki Vista Milano',
          'Týden značky Vista Milano',
        ),
        texts(
          '15\u00a0% auf alle Modelle von Vista Milano',
          '15 % sur tous les modèles Vista Milano',
          '15% su tutti i modelli Vista Milano',
          '15% na wszystkie modele Vista Milano',
          '15 % na všechny modely Vista Milano',
        ),
      ),
      reductionPercent: 15,
      ...window(now, -3, 11),
      brandIds: [brandId('Vista Milano')],
      categoryIds: null,
      shopIds: null,
    },
    {
      id: 3,
      key: 'dni-soczewek',
      ...campaignTexts(
        texts(
          'Kontaktlinsen-Tage',
          'Journées lentilles de contact',
          'Giornate delle lenti a contatto',
          'Dni soczewek kontaktowych',
          'Dny kontaktních čoček',
        ),
        texts(
          '10\u00a0% auf Kontaktlinsen',
          '10 % sur les lentilles de contact',
          '10% sulle lenti a contatto',
          '10% na soczewki kontaktowe',
          '10 % na kontaktní čočky',
        ),
      ),
      reductionPercent: 10,
      ...window(now, -7, 7),
      brandIds: null,
      categoryIds: [tree.idOf('ContactLenses')],
      shopIds: shopsOf('pl-pl'),
    },
    {
      id: 4,
      key: `winter-sale-${year - 1}`,
      ...campaignTexts(
        texts(
          `Winter-Sale ${year - 1}`,
          `Soldes d’hiver ${year - 1}`,
          `Saldi invernali ${year - 1}`,
          `Zimowa wyprzedaż ${year - 1}`,
          `Zimní výprodej ${year - 1}`,
        ),
        texts(
          '30\u00a0% auf Brillenfassungen',
          '30 % sur les montures',
          '30% sulle montature',
          '30% na oprawki',
          '30 % na obroučky',
        ),
      ),
      reductionPercent: 30,
      ...window(now, -120, -90),
      brandIds: null,
      categoryIds: [tree.idOf('Eyewear|Frames')],
      shopIds: null,
    },
    {
      id: 5,
      key: `autumn-frames-${year}`,
      ...campaignTexts(
        texts(
          `Herbst-Fassungen ${year}`,
          `Montures d’automne ${year}`,
          `Montature d’autunno ${year}`,
          `Jesienne oprawki ${year}`,
          `Podzimní obroučky ${year}`,
        ),
        texts(
          '25\u00a0% auf Brillenfassungen von Nordlicht Eyewear',
          '25 % sur les montures Nordlicht Eyewear',
          '25% sulle montature Nordlicht Eyewear',
          '25% na oprawki Nordlicht Eyewear',
          '25 % na obroučky Nordlicht Eyewear',
        ),
      ),
      reductionPercent: 25,
      ...window(now, 30, 60),
      brandIds: [brandId('Nordlicht Eyewear')],
      categoryIds: [tree.idOf('Eyewear|Frames')],
      shopIds: null,
    },
  ];
}

/** Ids of the running promotions that products feature (their §3 `promotion` attribute). */
export const featuredPromotionIds = {
  glassesCaseGift: 'gift-glasses-case',
  travelSolutionGift: 'gift-travel-solution',
  sunglassesDiscount: 'sunglasses-10-percent',
  basketDiscount: 'basket-10-euro-off',
  framesCodeDiscount: 'frames-code-15-percent',
} as const;

export interface GiftVariants {
  /** The glasses case handed out with frames. */
  glassesCase: number;
  /** The travel-size solution handed out with contact lenses. */
  travelSolution: number;
  /** A cap, the gift of a promotion that has ended. */
  cap: number;
}

interface Headline {
  parts: Texts[];
  colorHex: string;
  textColor: string;
}

/** customData as the storefront reads it: headline parts in German plus every language beside them. */
function promotionCustomData(
  headline: Headline,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    headlineParts: headline.parts.map((part) => part.de),
    headlinePartsByLanguage: {
      ...Object.fromEntries(
        (['de', 'fr', 'it', 'pl', 'cs'] as const).map((language) => [
          language,
          headline.parts.map((part) => part[language]),
        ]),
      ),
      'de-CH': headline.parts.map((part) => swissGerman(part.de)),
    },
    colorHex: headline.colorHex,
    style: { color: headline.textColor, backgroundColor: headline.colorHex },
    ...extra,
  };
}

function giftEffect(variantIds: number[]): Record<string, unknown> {
  return {
    type: 'buy_x_get_y',
    additionalData: {
      eligibleItemsQuantity: 1,
      discountType: 'relative',
      discountValue: 100,
      discountDistribution: 'none',
      applicableItemSelectionType: 'variant_ids',
      maxCount: 1,
      maxCountType: 'single_item',
      variantIds,
    },
  };
}

/** Gift (buy_x_get_y) and automatic discounts (relative and absolute), running, ended and coming. */
export function promotionRows(now: Date, gifts: GiftVariants): PromotionRow[] {
  const eurShops = shopsPaying('EUR');
  const rows: PromotionRow[] = [
    {
      id: featuredPromotionIds.glassesCaseGift,
      ...promotionNames(
        texts(
          'Gratis-Brillenetui ab 99\u00a0€',
          'Étui à lunettes offert dès 99\u00a0€ d’achat',
          'Astuccio per occhiali in omaggio con una spesa minima di 99\u00a0€',
          'Etui na okulary gratis przy zakupach od 99 €',
          'Pouzdro na brýle zdarma při nákupu od 99 €',
        ),
      ),
      priority: 20,
      isActive: true,
      ...window(now, -10, 40),
      effect: giftEffect([gifts.glassesCase]),
      conditions: [
        { level: 'item', key: 'frames', condition: "item.product.category startsWith 'Master|Eyewear'" },
        { level: 'global', key: 'min_order_value', condition: 'basket.total.withTax >= 9900' },
      ],
      customData: promotionCustomData(
        {
          parts: [
            texts('Gratis', 'Offert', 'In omaggio', 'Gratis', 'Zdarma'),
            texts(
              'Brillenetui',
              'Étui à lunettes',
              'Astuccio per occhiali',
              'Etui na okulary',
              'Pouzdro na brýle',
            ),
            texts(
              'ab 99\u00a0€ Einkaufswert',
              'dès 99\u00a0€ d’achat',
              'con almeno 99\u00a0€ di spesa',
              'od 99 € zakupów',
              'při nákupu od 99 €',
            ),
          ],
          colorHex: '#1f4e8c',
          textColor: '#ffffff',
        },
        { giftConditions: { minQuantity: 1, minOrderValue: 9900 } },
      ),
      shopIds: eurShops,
    },
    {
      id: featuredPromotionIds.travelSolutionGift,
      ...promotionNames(
        texts(
          'Reise-Pflegemittel gratis zu Kontaktlinsen',
          'Solution de voyage offerte avec les lentilles de contact',
          'Soluzione da viaggio in omaggio con le lenti a contatto',
          'Płyn podróżny gratis przy zakupie soczewek kontaktowych',
          'Cestovní roztok zdarma ke kontaktním čočkám',
        ),
      ),
      priority: 10,
      isActive: true,
      ...window(now, -20, 30),
      effect: giftEffect([gifts.travelSolution]),
      conditions: [
        {
          level: 'item',
          key: 'contact_lenses',
          condition: "item.product.category startsWith 'Master|ContactLenses'",
        },
      ],
      customData: promotionCustomData(
        {
          parts: [
            texts('Gratis', 'Offerte', 'In omaggio', 'Gratis', 'Zdarma'),
            texts(
              'Reise-Pflegemittel',
              'solution de voyage',
              'soluzione da viaggio',
              'płyn podróżny',
              'cestovní roztok',
            ),
            texts(
              'ab 2 Packungen Kontaktlinsen',
              'dès 2 boîtes de lentilles',
              'acquistando 2 confezioni di lenti',
              'przy zakupie 2 opakowań soczewek',
              'při nákupu 2 balení čoček',
            ),
          ],
          colorHex: '#2e6b45',
          textColor: '#ffffff',
        },
        { giftConditions: { minQuantity: 2, minOrderValue: null } },
      ),
      shopIds: null,
    },
    {
      id: featuredPromotionIds.sunglassesDiscount,
      ...promotionNames(
        texts(
          '10\u00a0% auf Sonnenbrillen',
          '10 % sur les lunettes de soleil',
          '10% sugli occhiali da sole',
          '10% na okulary przeciwsłoneczne',
          '10 % na sluneční brýle',
        ),
      ),
      priority: 5,
      isActive: true,
      ...window(now, -5, 25),
      effect: { type: 'automatic_discount', additionalData: { type: 'relative', value: 10 } },
      conditions: [
        {
          level: 'item',
          key: 'sunglasses',
          condition: "item.product.category startsWith 'Master|Eyewear|Sunglasses'",
        },
      ],
      customData: promotionCustomData({
        parts: [
          texts('−10\u00a0%', '−10 %', '−10%', '−10%', '−10 %'),
          texts(
            'auf Sonnenbrillen',
            'sur les lunettes de soleil',
            'sugli occhiali da sole',
            'na okulary przeciwsłoneczne',
            'na sluneční brýle',
          ),
        ],
        colorHex: '#c9a640',
        textColor: '#1d1d1f',
      }),
      shopIds: null,
    },
    {
      id: featuredPromotionIds.basketDiscount,
      ...promotionNames(
        texts(
          '10\u00a0€ Rabatt ab 100\u00a0€',
          '10\u00a0€ de remise dès 100\u00a0€ d’achat',
          '10\u00a0€ di sconto con una spesa minima di 100\u00a0€',
          '10 € rabatu przy zakupach od 100 €',
          'Sleva 10 € při nákupu od 100 €',
        ),
      ),
      priority: 4,
      isActive: true,
      ...window(now, -2, 12),
      effect: { type: 'automatic_discount', additionalData: { type: 'absolute', value: 1000 } },
      conditions: [{ level: 'global', key: 'min_order_value', condition: 'basket.total.withTax >= 10000' }],
      customData: promotionCustomData({
        parts: [
          texts(
            '10\u00a0€ Rabatt',
            '10\u00a0€ de remise',
            '10\u00a0€ di sconto',
            '10 € rabatu',
            'Sleva 10 €',
          ),
          texts(
            'ab 100\u00a0€ Einkaufswert',
            'dès 100\u00a0€ d’achat',
            'con almeno 100\u00a0€ di spesa',
            'od 100 € zakupów',
            'při nákupu od 100 €',
          ),
        ],
        colorHex: '#a32632',
        textColor: '#ffffff',
      }),
      shopIds: eurShops,
    },
    {
      // Takes part only where the shopper enters its code (§3 Promotion code): the code-based one.
      id: featuredPromotionIds.framesCodeDiscount,
      code: 'LUMEN15',
      ...promotionNames(
        texts(
          '15\u00a0% auf Brillenfassungen mit dem Code LUMEN15',
          '15\u00a0% sur les montures avec le code LUMEN15',
          '15% sulle montature con il codice LUMEN15',
          '15% na oprawki z kodem LUMEN15',
          '15 % na obroučky s kódem LUMEN15',
        ),
      ),
      priority: 6,
      isActive: true,
      ...window(now, -7, 60),
      effect: { type: 'automatic_discount', additionalData: { type: 'relative', value: 15 } },
      conditions: [
        {
          level: 'item',
          key: 'frames',
          condition: "item.product.category startsWith 'Master|Eyewear|Frames'",
        },
      ],
      customData: promotionCustomData({
        parts: [
          texts('−15\u00a0%', '−15\u00a0%', '−15%', '−15%', '−15 %'),
          texts(
            'auf Brillenfassungen mit dem Code LUMEN15',
            'sur les montures avec le code LUMEN15',
            'sulle montature con il codice LUMEN15',
            'na oprawki z kodem LUMEN15',
            'na obroučky s kódem LUMEN15',
          ),
        ],
        colorHex: '#3b5b7a',
        textColor: '#ffffff',
      }),
      shopIds: null,
    },
    {
      id: 'gift-cap-spring',
      ...promotionNames(
        texts(
          'Gratis-Kappe zur Sonnenbrille',
          'Casquette offerte avec les lunettes de soleil',
          'Cappellino in omaggio con gli occhiali da sole',
          'Czapka gratis do okularów przeciwsłonecznych',
          'Kšiltovka zdarma ke slunečním brýlím',
        ),
      ),
      priority: 15,
      isActive: true,
      ...window(now, -90, -60),
      effect: giftEffect([gifts.cap]),
      conditions: [
        {
          level: 'item',
          key: 'sunglasses',
          condition: "item.product.category startsWith 'Master|Eyewear|Sunglasses'",
        },
      ],
      customData: promotionCustomData(
        {
          parts: [
            texts('Gratis', 'Offerte', 'In omaggio', 'Gratis', 'Zdarma'),
            texts('Kappe', 'casquette', 'cappellino', 'czapka', 'kšiltovka'),
          ],
          colorHex: '#d98fa6',
          textColor: '#1d1d1f',
        },
        { giftConditions: { minQuantity: 1, minOrderValue: 5000 } },
      ),
      shopIds: null,
    },
    {
      id: 'black-week-20-percent',
      ...promotionNames(
        texts(
          'Black Week: 20\u00a0% auf alles',
          'Black Week\u00a0: 20 % sur tout',
          'Black Week: 20% su tutto',
          'Black Week: 20% na wszystko',
          'Black Week: 20 % na vše',
        ),
      ),
      priority: 30,
      isActive: true,
      ...window(now, 45, 52),
      effect: { type: 'automatic_discount', additionalData: { type: 'relative', value: 20 } },
      conditions: [],
      customData: promotionCustomData({
        parts: [
          texts('Black Week', 'Black Week', 'Black Week', 'Black Week', 'Black Week'),
          texts(
            '−20\u00a0% auf alles',
            '−20 % sur tout',
            '−20% su tutto',
            '−20% na wszystko',
            '−20 % na vše',
          ),
        ],
        colorHex: '#1d1d1f',
        textColor: '#f2f2f0',
      }),
      shopIds: null,
    },
  ];
  // A promotion without a code is kept with none (null), as the table reads it back.
  return rows.map((row) => ({ ...row, code: row.code ?? null }));
}

/**
 * Welcome codes per language (relative, once per customer), summer codes per currency (absolute),
 * one ended, one coming.
 */
export function voucherRows(now: Date): VoucherCodeRow[] {
  const running = window(now, -30, 60);
  const relative = (
    code: string,
    value: number,
    minOrderValue: number,
    shopIds: number[],
  ): VoucherCodeRow => ({
    code,
    type: 'relative',
    value,
    currency: null,
    minOrderValue,
    ...running,
    shopIds,
    maxUses: null,
    maxUsesPerCustomer: null,
  });
  const absolute = (
    code: string,
    currency: CurrencyCode,
    value: number,
    minOrderValue: number,
  ): VoucherCodeRow => ({
    code,
    type: 'absolute',
    value,
    currency,
    minOrderValue,
    ...running,
    shopIds: shopsPaying(currency),
    maxUses: null,
    maxUsesPerCustomer: null,
  });
  // A welcome code is a first-order gift: once per customer (a guest is one by email address).
  const welcome = (code: string, minOrderValue: number, shopIds: number[]): VoucherCodeRow => ({
    ...relative(code, 10, minOrderValue, shopIds),
    maxUsesPerCustomer: 1,
  });
  return [
    // Minimum order values are in the currency of the shops a code is valid in.
    welcome('WILLKOMMEN10', 5000, shopsOf('de-de', 'de-at', 'de-ch', 'de-it')),
    welcome('BIENVENUE10', 5000, shopsOf('fr-ch')),
    welcome('BENVENUTO10', 5000, shopsOf('it-it', 'it-ch')),
    welcome('WITAJ10', 20000, shopsOf('pl-pl')),
    welcome('VITEJTE10', 120000, shopsOf('cs-cz')),
    absolute('SOMMER20', 'EUR', 2000, 10000),
    absolute('SOMMER20CH', 'CHF', 2000, 10000),
    absolute('LATO80', 'PLN', 8000, 40000),
    absolute('LETO500', 'CZK', 50000, 250000),
    {
      ...relative(
        'WINTER15',
        15,
        0,
        shops.map((shop) => shop.shopId),
      ),
      ...window(now, -150, -100),
    },
    { ...absolute('HERBST25', 'EUR', 2500, 12000), ...window(now, 40, 70) },
  ];
}
