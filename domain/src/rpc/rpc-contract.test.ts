import { describe, expect, it } from 'vitest';
import { isRpcName, rpcContract, rpcNames } from './rpc-contract.ts';
import type { RpcName } from './rpc-contract.ts';

/** Every call §7 names. */
const section7Calls = [
  'getUser',
  'getUserInfo',
  'getBasket',
  'addItemToBasket',
  'addItemsToBasket',
  'mergeBaskets',
  'clearBasket',
  'removeItemFromBasket',
  'getCategoriesByPath',
  'getCategoryById',
  'getCurrentPromotions',
  'getProductsByCategory',
  'getOrderDataByCbd',
  'getShopConfiguration',
  'getSearchSuggestions',
  'resolveSearch',
  'getProductsByTerm',
  'getWishlist',
  'addItemToWishlist',
  'removeItemFromWishlist',
  'clearWishlist',
  'getRxProducts',
  'getCmsContent',
  'getCmsStories',
  'getCmsStory',
  'getDataSourceEntries',
  'getStoriesByFolder',
  'getCategoryComponentData',
  'logMessage',
];

/** The calls the shop needs beyond §7: account, checkout, branches, ROPO, prescriptions, newsletter. */
const furtherCalls = [
  'updateBasketItem',
  // The basket's "edit prescription": the configured glasses saved back into their group.
  'replaceItemGroup',
  'applyVoucher',
  'removeVoucher',
  'getProductById',
  'getProductsByIds',
  // A gift promotion names variants; its choices show their products.
  'getProductsByVariantIds',
  'getNavigation',
  // §7 "Redirect lookup by path returns a redirect", a call §7 does not name.
  'getRedirect',
  // The sitemap's product pages, in a few fields each.
  'getSitemapEntries',
  // §2 product templates: the newest product of a type to show a template with.
  'getNewestProductOfType',
  'signIn',
  'register',
  'signOut',
  'continueAsGuest',
  'updateUser',
  'changePassword',
  'requestPasswordReset',
  'resetPassword',
  'verifyEmail',
  'getCheckoutOptions',
  'placeOrder',
  'completeSandboxPayment',
  'getOrders',
  'getOrder',
  'getBranchOrders',
  'getBranchOrder',
  // The account's ROPO reservations, as reserveRopoBasket stored them for the signed-in customer.
  'getRopoReservations',
  'getAppointments',
  'getAppointmentSlots',
  'bookAppointment',
  'cancelAppointment',
  'getSubscriptions',
  'getSubscription',
  'pauseSubscription',
  'resumeSubscription',
  'skipSubscriptionDelivery',
  'changeSubscriptionInterval',
  'cancelSubscription',
  'requestSubscriptionCancellation',
  'getBranches',
  'getBranch',
  'lookupOrderStatus',
  'getRopoBasket',
  // The try-on page's frames: the category the shop's ROPO category path names.
  'getRopoCategory',
  'addToRopoBasket',
  'removeFromRopoBasket',
  'reserveRopoBasket',
  'getSavedPrescriptions',
  'savePrescription',
  'updatePrescription',
  'deletePrescription',
  'subscribeNewsletter',
  'confirmNewsletter',
];

describe('§7 the RPC contract', () => {
  it.each(section7Calls)('declares %s', (name) => {
    expect(isRpcName(name)).toBe(true);
  });

  it.each(furtherCalls)('declares the further call %s', (name) => {
    expect(isRpcName(name)).toBe(true);
  });

  it('declares nothing but these calls', () => {
    expect(new Set(rpcNames)).toEqual(new Set([...section7Calls, ...furtherCalls]));
  });

  it.each(['toString', 'constructor', '__proto__', 'hasOwnProperty', 'getshopconfiguration', ''])(
    'is no call: %j',
    (name) => {
      expect(isRpcName(name)).toBe(false);
    },
  );

  it.each(['getBasket', 'getUser', 'getRxProducts', 'getShopConfiguration', 'getRopoCategory'] as const)(
    '%s takes no payload: {} or nothing, and nothing else',
    (name) => {
      const schema = rpcContract[name].payload;
      expect(schema.safeParse({}).success).toBe(true);
      expect(schema.safeParse(undefined).success).toBe(true);
      expect(schema.safeParse({ anything: 1 }).success).toBe(false);
    },
  );
});

function firstIssuePath(name: RpcName, payload: unknown): string | undefined {
  const parsed = rpcContract[name].payload.safeParse(payload);
  return parsed.success ? undefined : parsed.error.issues[0]?.path.join('.');
}

describe('payloads are validated field by field (a bad one names the field)', () => {
  it.each([
    ['addItemToBasket', { variantId: 0 }, 'variantId'],
    // Catalogue ids have at most ten digits, as the commerce API's paths take them.
    ['addItemToBasket', { variantId: 10_000_000_000 }, 'variantId'],
    ['getCategoryById', { id: 100_000_000_001 }, 'id'],
    ['getProductById', { id: 10_000_000_000 }, 'id'],
    ['getProductsByIds', { ids: [1, 10_000_000_000] }, 'ids.1'],
    ['getProductsByVariantIds', { variantIds: [] }, 'variantIds'],
    ['addToRopoBasket', { productId: 1, variantId: 10_000_000_000 }, 'variantId'],
    ['addItemToBasket', { variantId: 12, quantity: 0 }, 'quantity'],
    ['addItemToBasket', { variantId: 12, quantity: 2.5 }, 'quantity'],
    ['addItemsToBasket', { items: [] }, 'items'],
    ['removeItemFromBasket', { itemKey: '' }, 'itemKey'],
    ['updateBasketItem', { itemKey: 'k1', quantity: 100 }, 'quantity'],
    ['getSearchSuggestions', { term: '   ' }, 'term'],
    ['getSearchSuggestions', { term: 'x'.repeat(101) }, 'term'],
    ['getProductsByCategory', { category: 12, perPage: 1000 }, 'perPage'],
    ['getCategoriesByPath', { path: ['Brillen'] }, 'path.0'],
    ['signIn', { email: 'no-address', password: 'x' }, 'email'],
    [
      'register',
      {
        firstName: 'Anna',
        lastName: 'Muster',
        email: 'anna@example.de',
        password: 'short',
        acceptedTerms: true,
      },
      'password',
    ],
    [
      'register',
      {
        firstName: 'Anna',
        lastName: 'Muster',
        email: 'anna@example.de',
        password: 'Sehr-Gut-1!',
        acceptedTerms: false,
      },
      'acceptedTerms',
    ],
    ['lookupOrderStatus', { orderId: '12345', email: 'anna@example.de' }, 'orderId'],
    ['placeOrder', { idempotencyKey: 'not-a-uuid' }, 'idempotencyKey'],
    // The sandbox's outcome comes with the signed step of its page's address.
    ['completeSandboxPayment', { cbdToken: 'x'.repeat(32), outcome: 'success' }, 'step'],
    ['completeSandboxPayment', { cbdToken: 'x'.repeat(32), outcome: 'success', step: 'a step' }, 'step'],
    ['pauseSubscription', { id: 'sub-1', until: '2027-02-30' }, 'until'],
    ['changeSubscriptionInterval', { id: 'sub-1', intervalMonths: 5 }, 'intervalMonths'],
    ['getCmsStory', { slug: '../etc/passwd' }, 'slug'],
    // §3 cmsBaseFolder: the api adds the shop's folder, so a payload never names one.
    ['getCmsStory', { slug: 'de-de/home' }, 'slug'],
    ['getCmsContent', { slug: 'fr-ch/global/footer' }, 'slug'],
    ['getCmsStories', { startsWith: 'cs-cz' }, 'startsWith'],
    ['getStoriesByFolder', { folder: 'pl-pl/service' }, 'folder'],
    [
      'getCmsStories',
      // §9 more than a batch of 50 is asked for in batches; the bound is what a call may ask at all.
      { byUuids: Array.from({ length: 501 }, () => '6f1c2b6e-8c5d-4c1e-9a4b-1f2e3d4c5b6a') },
      'byUuids',
    ],
    ['logMessage', { level: 'fatal', message: 'x' }, 'level'],
    ['subscribeNewsletter', { email: 'anna@example.de', consent: false }, 'consent'],
    ['addToRopoBasket', { productId: 1, variantId: 2, slot: -1 }, 'slot'],
  ] as const)('%s refuses %j at %s', (name, payload, field) => {
    expect(firstIssuePath(name, payload)).toBe(field);
  });

  it.each([
    [
      'addItemToBasket',
      { variantId: 12 },
      { variantId: 12, quantity: 1, existingItemHandling: 'ReplaceExistingWithCombinedQuantity' },
    ],
    ['getProductsByCategory', { category: 7 }, { category: 7, perPage: 24, includeSellableForFree: false }],
    [
      'getCategoriesByPath',
      { path: ['brillen', 'sonnenbrillen'] },
      { path: ['brillen', 'sonnenbrillen'], children: 1 },
    ],
    ['getCmsStories', {}, { version: 'published', perPage: 25, page: 1 }],
    ['getBranches', {}, { ropoOnly: false }],
  ] as const)('%s fills the defaults of %j', (name, payload, expected) => {
    expect(rpcContract[name].payload.parse(payload)).toEqual(expected);
  });

  it('accepts a full checkout payload', () => {
    const address = {
      firstName: 'Zoë',
      lastName: 'Dvořák-Müller',
      street: 'Hauptstraße',
      houseNumber: '12a',
      zipCode: '80331',
      city: 'München',
    };
    expect(
      rpcContract.placeOrder.payload.safeParse({
        idempotencyKey: '6f1c2b6e-8c5d-4c1e-9a4b-1f2e3d4c5b6a',
        billingAddress: address,
        deliveryMethod: 'DHL',
        paymentMethod: 'paypal_instant',
        acceptedTerms: true,
      }).success,
    ).toBe(true);
  });

  it('finds an order by id with an email or a zip code, not with neither', () => {
    const schema = rpcContract.lookupOrderStatus.payload;
    expect(schema.safeParse({ orderId: '202611210001', email: 'anna@example.de' }).success).toBe(true);
    expect(schema.safeParse({ orderId: '202611210001', zipCode: '1010' }).success).toBe(true);
    expect(schema.safeParse({ orderId: '202611210001' }).success).toBe(false);
  });
});

describe('§7 getOrderDataByCbd answers the order, its customer only to the session that placed it', () => {
  const order = {
    id: 202_611_210_001,
    currencyCode: 'EUR',
    confirmedAt: null,
    customer: { id: 7 },
    cost: {
      withTax: 12_900,
      withoutTax: 10_840,
      tax: { vat: { amount: 2060, rate: 0.19 } },
      appliedFees: [],
    },
    payment: [{ key: 'paypal_instant' }],
    vouchers: [],
    packages: [],
    items: [],
  };
  const customer = {
    id: 7,
    status: { isGuestCustomer: true, isActive: true },
    info: { verified: false },
    firstName: 'Anna',
  };

  it.each([
    ['with the customer', { order, customer, paymentStatus: 'pending' }],
    ['without the customer', { order, paymentStatus: 'pending' }],
  ])('accepts an answer %s', (_case, answer) => {
    const parsed = rpcContract.getOrderDataByCbd.response.safeParse(answer);
    expect(parsed.error).toBeUndefined();
  });
});

describe('§7 getRedirect takes a path of the shop’s own site', () => {
  it.each([
    ['/sonnenbrille/', true],
    ['/sonnenbrille', true],
    ['/', true],
    ['/br%C3%BDle-star%C3%A9/', true],
    ['/brýle-staré/', true],
    ['/a/b/c-d_e.html', true],
    ['sonnenbrille/', false],
    ['', false],
    ['//evil.example/sonnenbrille/', false],
    ['/\\evil.example/', false],
    ['/a\\b/', false],
    ['https://www.lumen-optik.de/sonnenbrille/', false],
    ['/sonnenbrille/?utm_source=mail', false],
    ['/sonnenbrille/#oben', false],
    ['/sonnen brille/', false],
    ['/sonnenbrille/\n', false],
    ['/\u0000', false],
    [`/${'a'.repeat(1023)}`, true],
    [`/${'a'.repeat(1024)}`, false],
  ])('%j → accepted: %s', (path, accepted) => {
    expect(rpcContract.getRedirect.payload.safeParse({ path }).success).toBe(accepted);
  });

  it('answers a redirect or null', () => {
    const { response } = rpcContract.getRedirect;
    expect(response.safeParse(null).success).toBe(true);
    expect(
      response.safeParse({
        id: 3,
        source: '/termin/',
        target: 'https://termine.lumen-optik.example/de-de/',
        statusCode: 301,
      }).success,
    ).toBe(true);
    expect(response.safeParse(undefined).success).toBe(false);
  });
});

describe('getSitemapEntries pages through one kind of sitemap entry', () => {
  const { payload, response } = rpcContract.getSitemapEntries;

  it.each([
    [{ kind: 'products' }, true],
    [{ kind: 'products', page: 3 }, true],
    [{ kind: 'products', page: 10_000 }, true],
    [{}, false],
    [{ kind: 'categories' }, false],
    [{ kind: 'products', page: 0 }, false],
    [{ kind: 'products', page: 1.5 }, false],
    [{ kind: 'products', page: 10_001 }, false],
    [{ kind: 'products', perPage: 5000 }, false],
  ])('%j → accepted: %s', (value, accepted) => {
    expect(payload.safeParse(value).success).toBe(accepted);
  });

  it('starts at the first page', () => {
    expect(payload.parse({ kind: 'products' })).toEqual({ kind: 'products', page: 1 });
  });

  it('answers entries with a name and a timestamp, the colour where there is one', () => {
    const pagination = { current: 2, total: 2, perPage: 100, page: 1, first: 1, prev: 1, next: 1, last: 1 };
    const entries = [
      { id: 4711, name: 'Brille Mats', colour: 'Havanna', updatedAt: '2026-11-25T14:22:35.000Z' },
      { id: 4712, name: 'Pflegemittel', updatedAt: '2026-11-25T14:22:35+01:00' },
    ];
    expect(response.safeParse({ entries, pagination }).success).toBe(true);
    expect(response.safeParse({ entries: [{ ...entries[1], name: '' }], pagination }).success).toBe(false);
    expect(
      response.safeParse({ entries: [{ ...entries[1], updatedAt: 'yesterday' }], pagination }).success,
    ).toBe(false);
  });
});

describe('§3 cmsBaseFolder: content paths are relative to the shop’s folder', () => {
  it.each([
    ['home', true],
    ['datenschutz', true],
    ['global/not-found', true],
    ['overlays/service/versand', true],
    // A story whose first segment only looks like a shop code is still a path in the folder.
    ['de-des/home', true],
    ['de-de/home', false],
    ['fr-ch', false],
    ['it-ch/global/footer', false],
    ['/home', false],
    ['home/', false],
    ['Home', false],
    ['../de-de/home', false],
  ])('getCmsStory slug %j → accepted: %s', (slug, accepted) => {
    expect(rpcContract.getCmsStory.payload.safeParse({ slug }).success).toBe(accepted);
  });
});

describe('payloads refuse unknown fields', () => {
  it.each(rpcNames.map((name) => ({ name })))('$name names an unknown field in its refusal', ({ name }) => {
    const parsed = rpcContract[name].payload.safeParse({ priceOverride: 1 });
    expect(parsed.success).toBe(false);
    expect(JSON.stringify(parsed.error?.issues)).toContain('priceOverride');
  });
});
