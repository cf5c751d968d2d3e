/**
 * Realistic answers of the two APIs the shop reads, typed with the APIs' own SDK types, so that the
 * wire-conformance tests prove the entity schemas accept what the SDKs promise. Test support only:
 * the type imports below never reach the package build (`*.fixtures.ts` is excluded).
 */
import type {
  AttributeGroupMulti,
  BasketItem,
  BasketItemPrice,
  BasketKey,
  BasketResponseData,
  Brand,
  Campaign,
  Category,
  CentAmount,
  FiltersEndpointResponseData,
  NavigationTree,
  Pagination,
  Product,
  Promotion,
  RFC33339Date,
  Redirect,
  SearchV2SuggestionsEndpointResponseData,
  ShopConfiguration,
  TypeaheadSuggestionsEndpointResponseData,
  Variant,
  VariantPrice,
  Wishlist,
} from '@scayle/storefront-api';
import type { ISbComponentType, ISbStories, ISbStory, ISbStoryData } from 'storyblok-js-client';

/** The SDK brands cents and dates; real answers are plain numbers and strings. */
const cents = (amount: number) => amount as CentAmount;
const at = (iso: string) => iso as RFC33339Date;

export const sdkPrice: VariantPrice = {
  withTax: cents(12900),
  withoutTax: cents(10840),
  tax: { vat: { amount: cents(2060), rate: 0.19 } },
  recommendedRetailPrice: cents(15900),
  reference: null,
  appliedReductions: [
    { category: 'sale', type: 'relative', amount: { relative: 0.1, absoluteWithTax: cents(1433) } },
  ],
  beforeSaleWithTax: cents(14333),
  totalAppliedReductions: { amount: { relative: 0.1, absoluteWithTax: cents(1433) } },
  reductionsRelativeTo: 'beforeSaleWithTax',
  currencyCode: 'EUR',
};

/** A price without a sale: the Omnibus fields are null. */
export const sdkPlainPrice: VariantPrice = {
  withTax: cents(8900),
  withoutTax: cents(7479),
  tax: { vat: { amount: cents(1421), rate: 0.19 } },
  recommendedRetailPrice: null,
  reference: { withTax: cents(2967), withoutTax: cents(2493), size: 100, unit: 'ml' },
  appliedReductions: [],
  beforeSaleWithTax: null,
  totalAppliedReductions: null,
  reductionsRelativeTo: null,
  currencyCode: 'EUR',
};

export const sdkVariant: Variant = {
  id: 40211,
  referenceKey: 'LO-RB2140-901-50',
  firstLiveAt: at('2024-02-01T08:00:00+01:00'),
  createdAt: at('2024-01-15T10:12:44+01:00'),
  updatedAt: at('2025-03-02T06:30:00+01:00'),
  stock: {
    supplierId: 1,
    warehouseId: 3,
    quantity: 7,
    isSellableWithoutStock: false,
    expectedAvailabilityAt: null,
    deliveryForecast: { deliverable: 'immediate' },
  },
  price: sdkPrice,
  customData: {},
  isComposite: false,
  attributes: {
    shopSize: {
      id: 12,
      key: 'shopSize',
      label: 'Größe',
      type: 'size',
      multiSelect: false,
      values: { id: 501, label: '50-22', value: '50-22' },
    },
  },
  lowestPriorPrice: { withTax: cents(12900), relativeDifferenceToPrice: 0 },
};

/** A contact lens variant: sold without stock, packing type on the variant. */
export const sdkContactLensVariant: Variant = {
  id: 50877,
  referenceKey: 'LO-DAILIES-30-M150',
  firstLiveAt: at('2023-05-01T00:00:00Z'),
  createdAt: at('2023-04-20T09:00:00Z'),
  updatedAt: at('2025-01-10T12:00:00Z'),
  stock: {
    supplierId: 2,
    warehouseId: null,
    quantity: 0,
    isSellableWithoutStock: true,
    expectedAvailabilityAt: '2025-03-20T00:00:00+01:00',
  },
  price: sdkPlainPrice,
  customData: { pzn: '12345678' },
  isComposite: false,
  attributes: {
    packingTypeDescription: {
      id: 77,
      key: 'packingTypeDescription',
      label: 'Packungsgröße',
      type: null,
      multiSelect: false,
      values: { label: '30er Box' },
    },
  },
};

const siblingProduct: Product = {
  id: 1202,
  isActive: false,
  isSoldOut: true,
  isNew: false,
  isComposite: false,
  createdAt: '2024-01-15T10:12:44+01:00',
  updatedAt: '2025-02-01T09:00:00+01:00',
  firstLiveAt: at('2024-02-01T08:00:00+01:00'),
  indexedAt: at('2025-03-02T06:31:00+01:00'),
  images: [],
  masterKey: 'LO-RB2140',
  referenceKey: 'LO-RB2140-902',
  customData: {},
};

/** A sunglasses frame as `products/{id}?with=...` answers it. */
export const sdkProduct: Product = {
  id: 1201,
  isActive: true,
  isSoldOut: false,
  isNew: true,
  isComposite: false,
  createdAt: '2024-01-15T10:12:44+01:00',
  updatedAt: '2025-03-02T06:30:00+01:00',
  firstLiveAt: at('2024-02-01T08:00:00+01:00'),
  indexedAt: at('2025-03-02T06:31:00+01:00'),
  images: [
    {
      hash: 'images/4b5f0c0e6b3c1e0f.jpg',
      url: 'https://cdn.example.com/images/4b5f0c0e6b3c1e0f.jpg',
      name: 'rb2140-901-front.jpg',
      attributes: {
        imageType: {
          id: 31,
          key: 'imageType',
          label: 'Bildtyp',
          type: null,
          multiSelect: false,
          values: { label: 'bust', value: 'bust' },
        },
        imageBackground: {
          id: 32,
          key: 'imageBackground',
          label: 'Hintergrund',
          type: null,
          multiSelect: false,
          values: { label: 'grey', value: 'grey' },
        },
      },
    },
  ],
  masterKey: 'LO-RB2140',
  referenceKey: 'LO-RB2140-901',
  customData: { productType: 'glasses-pdp' },
  variants: [sdkVariant],
  attributes: {
    name: {
      id: 1,
      key: 'name',
      label: 'Name',
      type: null,
      multiSelect: false,
      values: { label: 'Wayfarer Classic' },
    },
    brand: {
      id: 2,
      key: 'brand',
      label: 'Marke',
      type: null,
      multiSelect: false,
      values: { id: 9001, label: 'Ray-Ban', value: 'ray-ban' },
    },
    frameColor: {
      id: 3,
      key: 'frameColor',
      label: 'Fassungsfarbe',
      type: 'color',
      multiSelect: true,
      values: [
        { id: 3001, label: 'Schwarz', value: 'black' },
        { id: 3002, label: 'Havanna', value: 'havana' },
      ],
    },
    promotion: {
      id: 4,
      key: 'promotion',
      label: 'Aktion',
      type: null,
      multiSelect: false,
      values: { id: 77, label: 'Zweite Brille gratis' },
    },
    category: {
      id: 5,
      key: 'category',
      label: 'Kategorie',
      type: null,
      multiSelect: false,
      values: { label: 'Master|Eyewear|Sunglasses' },
    },
  },
  advancedAttributes: {
    lensGeometry: {
      id: 90,
      key: 'lensGeometry',
      label: 'Glasgeometrie',
      type: null,
      values: [
        {
          fieldSet: [[{ width: 50, bridge: 22, temple: 150, unit: 'mm' }]],
          groupSet: [{ fieldSet: [[{ note: null }]], groupSet: [] }],
        },
      ],
    },
  },
  categories: [
    [
      {
        categoryId: 10,
        categoryName: 'Sonnenbrillen',
        categoryUrl: '/sonnenbrillen',
        categorySlug: 'sonnenbrillen',
        categoryHidden: false,
        categoryProperties: [{ name: 'teaser', value: 'Sommer' }],
      },
      {
        categoryId: 11,
        categoryName: 'Herren',
        categoryUrl: '/sonnenbrillen/herren',
        categorySlug: 'herren',
        categoryHidden: false,
      },
    ],
  ],
  siblings: [siblingProduct],
  priceRange: { min: sdkPrice, max: sdkPrice },
  lowestPriorPrice: { withTax: cents(12900), relativeDifferenceToPrice: 0 },
};

export const sdkCategory: Category = {
  id: 10,
  path: '/sonnenbrillen',
  name: 'Sonnenbrillen',
  slug: 'sonnenbrillen',
  parentId: 0,
  rootlineIds: [10],
  childrenIds: [11],
  properties: [
    { name: 'sortOrder', value: 3 },
    { name: 'teaser', value: null },
  ],
  isHidden: false,
  depth: 1,
  supportedFilter: ['brand', 'frameColor', 'price'],
  shopLevelCustomData: {},
  countryLevelCustomData: { seoText: 'Sonnenbrillen für jeden Tag' },
  productSorting: { customSortingKey: 'manual', smartSortingKey: 'scayle:v1:topseller' },
  children: [
    {
      id: 11,
      path: '/sonnenbrillen/herren',
      name: 'Herren',
      slug: 'herren',
      parentId: 10,
      rootlineIds: [10, 11],
      childrenIds: [],
      properties: [],
      isHidden: false,
      depth: 2,
      supportedFilter: [],
      shopLevelCustomData: {},
      countryLevelCustomData: {},
    },
  ],
};

export const sdkPromotion: Promotion = {
  id: '66a1f0c2e1b2',
  name: 'Gratis Etui ab 100 €',
  displayName: 'Etui geschenkt',
  schedule: { from: at('2025-03-01T00:00:00+01:00'), to: at('2025-03-31T23:59:59+02:00') },
  isActive: true,
  effect: {
    type: 'buy_x_get_y',
    additionalData: {
      eligibleItemsQuantity: 1,
      discountType: 'relative',
      discountValue: 100,
      discountDistribution: 'none',
      applicableItemSelectionType: 'variant_ids',
      maxCount: 1,
      maxCountType: 'single_item',
      variantIds: [60001],
    },
  },
  conditions: [{ level: 'global', key: 'mov', condition: 'basket.value >= 10000' }],
  customData: {
    headlineParts: ['Gratis', 'Etui', 'ab 100 €'],
    giftConditions: { minQuantity: 1, minOrderValue: 10000 },
    product: { promotionId: '66a1f0c2e1b2' },
    colorHex: '#d4002a',
    style: { color: '#ffffff', backgroundColor: '#d4002a' },
  },
  priority: 10,
};

/** A basket item's price carries no tax details (the SDK's `BasketItemPrice`). */
const { tax: _tax, ...itemPrice } = sdkPrice;
const sdkItemPrice: BasketItemPrice = itemPrice;

const sdkFrameItem: BasketItem = {
  key: 'b1c2-frame',
  customData: {
    productType: 'glasses-pdp',
    origin: 'rx-configurator',
    configurationItems: [
      {
        id: 'prescription-type',
        name: 'Rezeptart',
        value: 'Brille mit Sehstärke',
        editable: false,
        masterKey: 'prescription-type',
        referenceKey: 'type_ei',
        product: null,
        variant: null,
        price: null,
      },
      {
        id: 'rx_lens_quality_index',
        name: 'Glasstärke',
        value: '1.6',
        editable: true,
        masterKey: 'rx_lens_quality_index',
        referenceKey: 'LO-INDEX-160',
        product: { id: 7001, name: 'Index 1.6' },
        variant: { id: 70011 },
        price: { withTax: 4900, currencyCode: 'EUR' },
      },
    ],
    prescriptionValues: {
      left: { sphere: -1.25, cylinder: -0.5, axis: 90, pd: 31.5 },
      right: { sphere: -1, cylinder: null, pd: 32 },
    },
    sessionId: 's-8f1c',
    clientId: 'c-19aa',
  },
  packageId: 1,
  price: { total: sdkItemPrice, unit: sdkItemPrice },
  lowestPriorPrice: { withTax: cents(12900), relativeDifferenceToPrice: 0 },
  quantity: 1,
  availableQuantity: 7,
  deliveryForecast: { deliverable: { quantity: 1, key: 'immediate' } },
  status: 'available',
  product: sdkProduct,
  variant: sdkVariant,
  displayData: {
    name: { key: 'name', label: 'Name', value: 'Wayfarer Classic' },
    'attribute-1': { key: 'frameColor', label: 'Farbe', value: 'Schwarz' },
    'attribute-2': { key: 'shopSize', label: 'Größe', value: '50-22' },
  },
  itemGroup: { id: 'rx-4f2a', isMainItem: true, isRequired: true },
  promotionId: '66a1f0c2e1b2',
  promotion: { ...sdkPromotion, isValid: false, failedConditions: [{ key: 'mov', level: 'global' }] },
};

const sdkLensItem: BasketItem = {
  ...sdkFrameItem,
  key: 'b1c2-lens',
  customData: { rxSubItemInfo: { masterKey: 'rx_lens_quality_index' }, hideSubItem: true },
  displayData: {},
  itemGroup: { id: 'rx-4f2a', isMainItem: false, isRequired: true },
  promotionId: undefined,
  promotion: undefined,
};

const sdkContactLensItem: BasketItem = {
  ...sdkFrameItem,
  key: 'b1c2-cl',
  quantity: 4,
  customData: {
    productType: 'contact-lens-pdp',
    quantity: { left: 2, right: 2 },
    subscription: true,
    subscriptionDefinition: { subscriptionInterval: '3_months' },
    pricePromotionKey: 'spar-abo',
    branchId: '1042',
  },
  variant: sdkContactLensVariant,
  displayData: { 'attribute-3': { key: 'deliveryForecast', label: 'Lieferung', value: '2-3 Tage' } },
  itemGroup: undefined,
  promotionId: undefined,
  promotion: undefined,
};

export const sdkBasket: BasketResponseData = {
  key: 'basket-5d9e1c' as BasketKey,
  cost: {
    withTax: cents(25800),
    withoutTax: cents(21681),
    tax: { vat: { amount: cents(4119), rate: 0.19 } },
    recommendedRetailPrice: null,
    appliedReductions: [
      { category: 'voucher', type: 'absolute', amount: { relative: 0.05, absoluteWithTax: cents(1000) } },
    ],
    currencyCode: 'EUR',
  },
  currencyCode: 'EUR',
  items: [sdkFrameItem, sdkLensItem, sdkContactLensItem],
  packages: [{ id: 1, carrierKey: 'DHL', deliveryDate: { min: '2025-03-14', max: '2025-03-17' } }],
  applicablePromotions: [{ itemId: 'b1c2-frame', promotion: sdkPromotion }],
};

export const sdkWishlist: Wishlist = {
  key: 'wishlist-5d9e1c',
  items: [
    {
      key: 'w1',
      product: sdkProduct,
      productId: 1201,
      variant: sdkVariant,
      variantId: 40211,
      customData: {},
    },
    { key: 'w2', product: siblingProduct, productId: 1202, variantId: null, customData: {} },
  ],
};

export const sdkFilters: FiltersEndpointResponseData = [
  {
    type: 'boolean',
    id: null,
    slug: 'polarized',
    name: 'Polarisiert',
    values: [
      { name: true, productCount: 12 },
      { name: false, productCount: 30 },
    ],
  },
  {
    type: 'attributes',
    id: 3,
    slug: 'frameColor',
    name: 'Fassungsfarbe',
    values: [{ id: 3001, name: 'Schwarz', value: 'black', productCount: 25 }],
    attributeGroupType: 'color',
  },
  {
    type: 'range',
    id: null,
    slug: 'prices',
    name: 'Preis',
    values: [{ min: cents(1990), max: cents(39900), productCount: 42 }],
  },
  { type: 'identifier', slug: 'brand', name: 'Marke', values: [{ id: 9001, productCount: 18 }] },
];

export const sdkNavigationTree: NavigationTree = {
  id: 1,
  key: 'main',
  name: 'Hauptnavigation',
  items: [
    {
      id: 100,
      type: 'category',
      name: 'Sonnenbrillen',
      assets: { teaser: 'images/teaser-sun.jpg' },
      visibleFrom: null,
      visibleTo: null,
      categoryId: 10,
      category: sdkCategory,
      filters: [
        {
          type: 'attribute',
          attributeFilter: {
            group: { id: 2, key: 'brand', label: 'Marke', type: 'brand', multiSelect: true },
            values: [{ id: 9001, value: 'ray-ban', label: 'Ray-Ban' }],
          },
        },
        { type: 'boolean', booleanFilter: { slug: 'polarized', value: true, label: 'Polarisiert' } },
      ],
      extraFilters: {},
      children: [
        {
          id: 101,
          type: 'page',
          name: 'Sonnenbrillen-Ratgeber',
          assets: {},
          visibleFrom: at('2025-03-01T00:00:00+01:00'),
          visibleTo: at('2025-09-30T23:59:59+02:00'),
          page: '/ratgeber/sonnenbrillen/',
          children: [],
        },
      ],
    },
    {
      id: 102,
      type: 'individual-link',
      name: 'Hörtest',
      assets: {},
      visibleFrom: null,
      visibleTo: null,
      options: { url: 'https://hoertest.example.com/', isOpenInNewWindow: true },
      children: [],
      customData: { highlight: true },
    },
  ],
};

export const sdkSearchSuggestions: SearchV2SuggestionsEndpointResponseData = {
  suggestions: [
    { type: 'product', productSuggestion: { product: sdkProduct } },
    { type: 'category', categorySuggestion: { category: sdkCategory, filters: [] } },
    {
      type: 'navigationItem',
      navigationItemSuggestion: {
        navigationItem: {
          id: 103,
          type: 'page',
          name: 'Sehtest',
          assets: {},
          visibleFrom: null,
          visibleTo: null,
          page: '/service/sehtest/',
          children: [],
        },
      },
    },
  ],
};

export const sdkTypeahead: TypeaheadSuggestionsEndpointResponseData = {
  topMatch: {
    type: 'brandOrCategory',
    score: 31.5,
    brandOrCategorySuggestion: {
      suggestion: '<em>Ray</em>-Ban in <em>Sonnen</em>brillen',
      primaryMatch: 'brand',
      category: sdkCategory,
      brand: { id: 9001, name: 'Ray-Ban' },
      attributeFilters: [{ slug: 'brand', id: 2, name: 'Marke', values: [9001] }],
      productCount: 18,
    },
  },
  suggestions: [
    {
      type: 'product',
      score: 12.25,
      productSuggestion: { suggestion: '<em>Way</em>farer Classic', product: sdkProduct },
    },
  ],
};

export const sdkBrand: Brand = {
  id: 9001,
  slug: 'ray-ban',
  name: 'Ray-Ban',
  group: 'Luxottica',
  isActive: true,
  logoHash: 'brands/ray-ban.png',
  createdAt: at('2020-01-01T00:00:00+00:00'),
  updatedAt: at('2024-06-01T00:00:00+00:00'),
};

export const sdkCampaign: Campaign = {
  id: 5,
  key: 'spring-sale',
  name: 'Frühlingsaktion',
  description: '20 % auf Sonnenbrillen',
  reduction: 20,
  start_at: at('2025-03-01T00:00:00+01:00'),
  end_at: null,
  startsAt: at('2025-03-01T00:00:00+01:00'),
  endsAt: null,
  customData: {},
  headline: 'Frühling!',
  subline: 'Sonnenbrillen reduziert',
  link: '/sonnenbrillen/',
  colorStyle: 'red',
  hideCountdown: false,
  color: { background: '#d4002a', text: '#ffffff' },
  product: { attributeId: 4, badgeLabel: '-20 %' },
  condition: '',
};

export const sdkRedirect: Redirect = {
  id: 3,
  source: '/sonnenbrille/',
  target: '/sonnenbrillen/',
  statusCode: 301,
};

export const sdkShopConfiguration: ShopConfiguration = {
  shopId: 1001,
  name: 'Lumen Optik DE',
  country: 'DE',
  customData: { vat: 0.19 },
  shopCustomData: {},
  properties: [{ key: 'maxBasketItems', value: '50' }],
};

export const sdkAttributeGroup: AttributeGroupMulti = {
  id: 3,
  key: 'frameColor',
  label: 'Fassungsfarbe',
  type: 'color',
  multiSelect: true,
  values: [{ id: 3001, label: 'Schwarz', value: 'black' }],
};

export const sdkPagination: Pagination = {
  current: 24,
  total: 42,
  perPage: 24,
  page: 1,
  first: 1,
  prev: 1,
  next: 2,
  last: 2,
};

/**
 * The client types `_uid` and `component` as optional for any component; on a story's content the
 * CDN always sends both, so the page content type says so.
 */
type StoryblokPage = ISbComponentType<'page'> & { _uid: string; component: 'page'; [field: string]: unknown };

/** A page story as `cdn/stories/{slug}` answers it (published version). */
export const storyblokStory: ISbStoryData<StoryblokPage> = {
  name: 'Sonnenbrillen-Ratgeber',
  created_at: '2025-01-20T09:15:02.437Z',
  published_at: '2025-02-03T14:01:11.000Z',
  updated_at: '2025-02-03T14:01:11.512Z',
  first_published_at: '2025-01-21T08:00:00.000Z',
  id: 402118,
  uuid: 'f3b1a2c4-9d0e-4f6a-8b7c-1d2e3f4a5b6c',
  content: {
    _uid: '0c1d2e3f-aaaa-4bbb-8ccc-123456789abc',
    component: 'page',
    _editable: '<!--#storyblok#{"name": "page", "space": "1", "uid": "0c1d", "id": "402118"}-->',
    seo: {
      _uid: '5e6f',
      plugin: 'seo_metatags',
      title: 'Sonnenbrillen-Ratgeber | Lumen Optik',
      description: 'Welche Sonnenbrille passt zu mir?',
      og_title: 'Sonnenbrillen-Ratgeber',
      og_description: '',
      og_image: 'https://a.storyblok.com/f/1/1200x630/abc/og.jpg',
      twitter_title: '',
      twitter_description: '',
      twitter_image: '',
    },
    body: [{ _uid: '7a8b', component: 'hero', headline: 'Sommer, Sonne, Schutz' }],
  },
  slug: 'sonnenbrillen',
  full_slug: 'de-de/ratgeber/sonnenbrillen',
  sort_by_date: null,
  position: -10,
  tag_list: ['ratgeber'],
  is_startpage: false,
  parent_id: 401000,
  meta_data: null,
  group_id: '8c2f0b3e-1111-4222-8333-444455556666',
  release_id: null,
  lang: 'default',
  alternates: [
    {
      id: 402119,
      name: 'Sonnenbrillen-Ratgeber',
      slug: 'sonnenbrillen',
      published: true,
      full_slug: 'de-at/ratgeber/sonnenbrillen',
      is_folder: false,
      parent_id: 401001,
    },
  ],
  default_full_slug: null,
  translated_slugs: null,
};

export const storyblokStoryAnswer: ISbStory['data'] = {
  story: storyblokStory,
  rels: [],
  links: [
    {
      id: 402200,
      uuid: 'aa11bb22-cc33-4d44-8e55-ff6677889900',
      name: 'Impressum',
      slug: 'impressum',
      full_slug: 'de-de/impressum',
      url: 'de-de/impressum',
    },
  ],
  cv: 1741003200,
};

export const storyblokStoriesAnswer: ISbStories['data'] = {
  stories: [storyblokStory],
  rels: [storyblokStory],
  links: [storyblokStory],
  cv: 1741003200,
};
