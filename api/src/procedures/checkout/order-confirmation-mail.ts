import {
  PaymentMethodKeySchema,
  attributeLabel,
  formatAddition,
  formatAxis,
  formatBaseCurve,
  formatCylinder,
  formatDiameter,
  formatPrice,
  formatReductionPercent,
  formatSphere,
  hasRoute,
  hasStatutoryWithdrawalRight,
  legalPagePath,
  markets,
  orderLines,
  routePath,
} from '@lumen/domain';
import type {
  Address,
  EyePrescriptionValues,
  LanguageCode,
  Order,
  OrderLine,
  PaymentMethodKey,
  PriceFormatting,
  ShopIdentity,
  User,
} from '@lumen/domain';
import type { MailText } from '../../identity/account-mails.ts';
import { greeting } from '../../shop-mails/greetings.ts';
import { shopLink } from '../../shop-mails/shop-mail-outbox.ts';

/** Directive 2011/83/EU Art. 9: the withdrawal period of a distance contract, from receipt of the goods. */
const statutoryWithdrawalDays = 14;

type Eye = 'right' | 'left';
type ValueField = 'sphere' | 'cylinder' | 'axis' | 'addition' | 'baseCurve' | 'diameter';

/** The words of the mail in one language; `label` writes "Label: value" as the language sets a colon. */
interface Words {
  subject: (orderId: string) => string;
  thanks: string;
  orderNumber: string;
  orderDate: string;
  items: string;
  /** A product the order names without a name in this language. */
  article: string;
  eyes: Record<Eye, string>;
  /** The abbreviations opticians write a prescription with, as the shop's configurator labels them. */
  values: Record<ValueField, string>;
  subtotal: string;
  voucher: (code: string) => string;
  delivery: string;
  free: string;
  paymentFee: string;
  total: string;
  vat: string;
  deliveryAddress: string;
  paymentMethod: string;
  expectedDelivery: string;
  followInAccount: string;
  followByLookup: string;
  /** Where the shop has no order status page (cs) for a guest to follow the order on. */
  askUs: string;
  withdrawal: (days: number, link: string) => string;
  /** Switzerland has no statutory withdrawal: the voluntary return right of the terms instead. */
  returnRight: (link: string) => string;
  signature: string;
  colon: string;
}

/**
 * The payment methods as the shop names them (storefront messages `footer.paymentMethods`, which
 * mail-texts.test.ts holds these to).
 */
const paymentMethodNames: Record<LanguageCode, Record<PaymentMethodKey, string>> = {
  de: {
    paypal_instant: 'PayPal',
    klarna_paylater: 'Klarna',
    ratepay_invoice: 'Rechnung',
    computop_creditcard_visa: 'Visa',
    computop_creditcard_mastercard: 'Mastercard',
    computop_creditcard_amex: 'American Express',
    ratepay_directdebit: 'Lastschrift',
    accounting: 'Rechnung',
    payu: 'PayU',
    blik: 'BLIK',
    twint: 'TWINT',
    p24: 'Przelewy24',
    cash_on_delivery: 'Nachnahme',
  },
  fr: {
    paypal_instant: 'PayPal',
    klarna_paylater: 'Klarna',
    ratepay_invoice: 'Facture',
    computop_creditcard_visa: 'Visa',
    computop_creditcard_mastercard: 'Mastercard',
    computop_creditcard_amex: 'American Express',
    ratepay_directdebit: 'Prélèvement',
    accounting: 'Facture',
    payu: 'PayU',
    blik: 'BLIK',
    twint: 'TWINT',
    p24: 'Przelewy24',
    cash_on_delivery: 'Paiement à la livraison',
  },
  it: {
    paypal_instant: 'PayPal',
    klarna_paylater: 'Klarna',
    ratepay_invoice: 'Fattura',
    computop_creditcard_visa: 'Visa',
    computop_creditcard_mastercard: 'Mastercard',
    computop_creditcard_amex: 'American Express',
    ratepay_directdebit: 'Addebito diretto',
    accounting: 'Fattura',
    payu: 'PayU',
    blik: 'BLIK',
    twint: 'TWINT',
    p24: 'Przelewy24',
    cash_on_delivery: 'Contrassegno',
  },
  pl: {
    paypal_instant: 'PayPal',
    klarna_paylater: 'Klarna',
    ratepay_invoice: 'Faktura',
    computop_creditcard_visa: 'Visa',
    computop_creditcard_mastercard: 'Mastercard',
    computop_creditcard_amex: 'American Express',
    ratepay_directdebit: 'Polecenie zapłaty',
    accounting: 'Faktura',
    payu: 'PayU',
    blik: 'BLIK',
    twint: 'TWINT',
    p24: 'Przelewy24',
    cash_on_delivery: 'Płatność przy odbiorze',
  },
  cs: {
    paypal_instant: 'PayPal',
    klarna_paylater: 'Klarna',
    ratepay_invoice: 'Faktura',
    computop_creditcard_visa: 'Visa',
    computop_creditcard_mastercard: 'Mastercard',
    computop_creditcard_amex: 'American Express',
    ratepay_directdebit: 'Inkaso',
    accounting: 'Faktura',
    payu: 'PayU',
    blik: 'BLIK',
    twint: 'TWINT',
    p24: 'Przelewy24',
    cash_on_delivery: 'Dobírka',
  },
};

// German is the same for every German-speaking shop, de-ch among them: no ß (Swiss spelling), and
// words that need one are avoided. French sets a no-break space before : ; ! ?. Italian and Polish
// say "tu"/"ty" (Polish without past forms that fit one gender only), Czech writes the formal Vy
// with a capital as the other mails do. The statutory exceptions named are the terms page's:
// prescription glasses made to the customer's values, lenses and care products once unsealed.
const words: Record<LanguageCode, Words> = {
  de: {
    subject: (id) => `Bestellbestätigung Nr. ${id}`,
    thanks:
      'vielen Dank für Ihre Bestellung bei Lumen Optik. Wir haben sie erhalten und bestätigen sie Ihnen hiermit.',
    orderNumber: 'Bestellnummer',
    orderDate: 'Bestelldatum',
    items: 'Ihre Bestellung',
    article: 'Artikel',
    eyes: { right: 'Rechts', left: 'Links' },
    values: { sphere: 'SPH', cylinder: 'ZYL', axis: 'A', addition: 'ADD', baseCurve: 'BC', diameter: 'DIA' },
    subtotal: 'Zwischensumme',
    voucher: (code) => `Gutschein ${code} (in den Preisen berücksichtigt)`,
    delivery: 'Versand',
    free: 'kostenlos',
    paymentFee: 'Zahlungsgebühr',
    total: 'Gesamtsumme',
    vat: 'inkl. MwSt.',
    deliveryAddress: 'Lieferadresse',
    paymentMethod: 'Zahlungsart',
    expectedDelivery: 'Voraussichtliche Lieferung',
    followInAccount: 'Ihre Bestellung können Sie jederzeit in Ihrem Kundenkonto verfolgen:',
    followByLookup:
      'Den Stand Ihrer Bestellung können Sie jederzeit mit Bestellnummer und E-Mail-Adresse abfragen:',
    askUs: 'Bei Fragen zu Ihrer Bestellung antworten Sie einfach auf diese E-Mail.',
    withdrawal: (days, link) =>
      `Sie können den Kaufvertrag innerhalb von ${days} Tagen ab Erhalt der Ware ohne Angabe von Gründen widerrufen. Ausgenommen sind Brillen mit Korrektionsgläsern, die wir nach Ihren Werten anfertigen, sowie Kontaktlinsen und Pflegemittel, deren Versiegelung geöffnet wurde. Die Widerrufsbelehrung und das Muster-Widerrufsformular finden Sie in unseren AGB:\n${link}`,
    returnRight: (link) =>
      `Informationen zu unserem freiwilligen Rückgaberecht finden Sie in unseren AGB:\n${link}`,
    signature: 'Ihr Team von Lumen Optik',
    colon: ':',
  },
  fr: {
    subject: (id) => `Confirmation de votre commande n° ${id}`,
    thanks:
      'Merci pour votre commande chez Lumen Optik. Nous l’avons bien reçue et vous la confirmons par le présent e-mail.',
    orderNumber: 'Numéro de commande',
    orderDate: 'Date de commande',
    items: 'Votre commande',
    article: 'Article',
    eyes: { right: 'Droit', left: 'Gauche' },
    values: {
      sphere: 'SPH',
      cylinder: 'CYL',
      axis: 'AXE',
      addition: 'ADD',
      baseCurve: 'BC',
      diameter: 'DIA',
    },
    subtotal: 'Sous-total',
    voucher: (code) => `Bon ${code} (déjà déduit des prix)`,
    delivery: 'Livraison',
    free: 'gratuite',
    paymentFee: 'Frais de paiement',
    total: 'Total',
    vat: 'dont TVA',
    deliveryAddress: 'Adresse de livraison',
    paymentMethod: 'Mode de paiement',
    expectedDelivery: 'Livraison prévue',
    followInAccount: 'Vous pouvez suivre votre commande à tout moment dans votre compte client\u00a0:',
    followByLookup:
      'Vous pouvez consulter le statut de votre commande à tout moment avec votre numéro de commande et votre adresse e-mail\u00a0:',
    askUs: 'Pour toute question sur votre commande, répondez simplement à cet e-mail.',
    withdrawal: (days, link) =>
      `Vous disposez d’un délai de ${days} jours à compter de la réception de la marchandise pour vous rétracter, sans avoir à motiver votre décision. Sont exclues les lunettes à verres correcteurs fabriquées selon vos valeurs ainsi que les lentilles de contact et produits d’entretien dont l’emballage scellé a été ouvert. Les informations sur le droit de rétractation et le modèle de formulaire figurent dans nos conditions générales de vente\u00a0:\n${link}`,
    returnRight: (link) =>
      `Vous trouverez les informations sur notre droit de retour volontaire dans nos conditions générales de vente\u00a0:\n${link}`,
    signature: 'L’équipe Lumen Optik',
    colon: '\u00a0:',
  },
  it: {
    subject: (id) => `Conferma del tuo ordine n. ${id}`,
    thanks:
      'Grazie per il tuo ordine da Lumen Optik. Lo abbiamo ricevuto e con questa e-mail te lo confermiamo.',
    orderNumber: 'Numero d’ordine',
    orderDate: 'Data dell’ordine',
    items: 'Il tuo ordine',
    article: 'Articolo',
    eyes: { right: 'Destro', left: 'Sinistro' },
    values: { sphere: 'SPH', cylinder: 'CYL', axis: 'AX', addition: 'ADD', baseCurve: 'BC', diameter: 'DIA' },
    subtotal: 'Subtotale',
    voucher: (code) => `Buono ${code} (già detratto dai prezzi)`,
    delivery: 'Spedizione',
    free: 'gratuita',
    paymentFee: 'Commissione di pagamento',
    total: 'Totale',
    vat: 'di cui IVA',
    deliveryAddress: 'Indirizzo di consegna',
    paymentMethod: 'Metodo di pagamento',
    expectedDelivery: 'Consegna prevista',
    followInAccount: 'Puoi seguire il tuo ordine in qualsiasi momento nel tuo account:',
    followByLookup:
      'Puoi verificare lo stato del tuo ordine in qualsiasi momento con il numero d’ordine e il tuo indirizzo e-mail:',
    askUs: 'Se hai domande sul tuo ordine, rispondi a questa e-mail.',
    withdrawal: (days, link) =>
      `Puoi recedere dal contratto entro ${days} giorni dal ricevimento della merce, senza indicarne le ragioni. Sono esclusi gli occhiali con lenti correttive realizzati secondo i tuoi valori e le lenti a contatto e i prodotti per la cura la cui confezione sigillata è stata aperta. Trovi le informazioni sul recesso e il modulo tipo nelle nostre condizioni generali di vendita:\n${link}`,
    returnRight: (link) =>
      `Trovi le informazioni sul nostro diritto di reso volontario nelle condizioni generali di vendita:\n${link}`,
    signature: 'Il team di Lumen Optik',
    colon: ':',
  },
  pl: {
    subject: (id) => `Potwierdzenie zamówienia nr ${id}`,
    thanks:
      'Dziękujemy za zamówienie w Lumen Optyk. Otrzymaliśmy je i niniejszym potwierdzamy jego przyjęcie.',
    orderNumber: 'Numer zamówienia',
    orderDate: 'Data zamówienia',
    items: 'Twoje zamówienie',
    article: 'Produkt',
    eyes: { right: 'Prawe', left: 'Lewe' },
    values: { sphere: 'SPH', cylinder: 'CYL', axis: 'AX', addition: 'ADD', baseCurve: 'BC', diameter: 'DIA' },
    subtotal: 'Suma częściowa',
    voucher: (code) => `Kupon ${code} (uwzględniony w cenach)`,
    delivery: 'Dostawa',
    free: 'bezpłatna',
    paymentFee: 'Opłata za płatność',
    total: 'Razem',
    vat: 'w tym VAT',
    deliveryAddress: 'Adres dostawy',
    paymentMethod: 'Metoda płatności',
    expectedDelivery: 'Przewidywana dostawa',
    followInAccount: 'Status zamówienia możesz w każdej chwili sprawdzić na swoim koncie:',
    followByLookup:
      'Status zamówienia możesz w każdej chwili sprawdzić, podając numer zamówienia i adres e-mail:',
    askUs: 'Jeśli masz pytania dotyczące zamówienia, odpowiedz na tę wiadomość.',
    withdrawal: (days, link) =>
      `Możesz odstąpić od umowy w terminie ${days} dni od otrzymania towaru bez podania przyczyny. Prawo to nie przysługuje w przypadku okularów korekcyjnych wykonanych według Twoich parametrów ani soczewek kontaktowych i płynów pielęgnacyjnych, których opakowanie zostało otwarte. Pouczenie o odstąpieniu od umowy i wzór formularza znajdziesz w regulaminie sklepu:\n${link}`,
    returnRight: (link) => `Informacje o dobrowolnym prawie zwrotu znajdziesz w regulaminie sklepu:\n${link}`,
    signature: 'Zespół Lumen Optyk',
    colon: ':',
  },
  cs: {
    subject: (id) => `Potvrzení objednávky č. ${id}`,
    thanks: 'Děkujeme za Vaši objednávku. Přijali jsme ji a tímto Vám ji potvrzujeme.',
    orderNumber: 'Číslo objednávky',
    orderDate: 'Datum objednávky',
    items: 'Vaše objednávka',
    article: 'Zboží',
    eyes: { right: 'Pravé', left: 'Levé' },
    values: { sphere: 'SPH', cylinder: 'CYL', axis: 'AX', addition: 'ADD', baseCurve: 'BC', diameter: 'DIA' },
    subtotal: 'Mezisoučet',
    voucher: (code) => `Poukaz ${code} (zohledněn v cenách)`,
    delivery: 'Doprava',
    free: 'zdarma',
    paymentFee: 'Poplatek za platbu',
    total: 'Celkem',
    vat: 'z toho DPH',
    deliveryAddress: 'Doručovací adresa',
    paymentMethod: 'Způsob platby',
    expectedDelivery: 'Předpokládané doručení',
    followInAccount: 'Stav objednávky můžete kdykoli sledovat ve svém zákaznickém účtu:',
    followByLookup: 'Stav objednávky můžete kdykoli zjistit pomocí čísla objednávky a e-mailové adresy:',
    askUs: 'Máte-li k objednávce dotazy, odpovězte prosím na tento e-mail.',
    withdrawal: (days, link) =>
      `Od smlouvy můžete odstoupit bez udání důvodu do ${days} dnů od převzetí zboží. To neplatí pro dioptrické brýle vyrobené podle Vašich hodnot ani pro kontaktní čočky a přípravky pro péči o ně, jejichž obal byl otevřen. Poučení o odstoupení od smlouvy a vzorový formulář najdete v našich obchodních podmínkách:\n${link}`,
    returnRight: (link) =>
      `Informace o dobrovolném právu na vrácení zboží najdete v našich obchodních podmínkách:\n${link}`,
    signature: 'S pozdravem\nTým Lumen Optika',
    colon: ':',
  },
};

const valueFormats: Record<ValueField, (value: number) => string> = {
  sphere: formatSphere,
  cylinder: formatCylinder,
  axis: formatAxis,
  addition: formatAddition,
  baseCurve: formatBaseCurve,
  diameter: formatDiameter,
};

/** One eye's values as an optician writes them ("SPH -2,00 ZYL -0,50 A 90"); empty without any. */
function eyeValues(eye: EyePrescriptionValues, text: Words): string {
  return (Object.keys(valueFormats) as ValueField[])
    .flatMap((field) => {
      const value = eye[field];
      return typeof value === 'number' ? [`${text.values[field]} ${valueFormats[field](value)}`] : [];
    })
    .join(' ');
}

/**
 * What a line is: quantity, brand and name and what it cost; colour, size and pack; the lens values
 * and boxes per eye where the item has them (contact lenses, prescription glasses).
 */
function lineText({ item, quantity, cents }: OrderLine, text: Words, prices: PriceFormatting): string {
  const name = attributeLabel(item.product.attributes, 'name')?.trim();
  const brand = attributeLabel(item.product.attributes, 'brand')?.trim();
  const title = name
    ? [brand && !name.startsWith(brand) ? brand : undefined, name].filter(Boolean).join(' ')
    : `${text.article} ${item.product.id}`;
  const rows = [`${quantity} × ${title} – ${formatPrice(cents, prices)}`];
  const details = [
    attributeLabel(item.product.attributes, 'frameColor'),
    attributeLabel(item.variant.attributes, 'size'),
    attributeLabel(item.variant.attributes, 'packingTypeDescription'),
  ].filter((detail): detail is string => detail !== undefined && detail.trim() !== '');
  if (details.length > 0) rows.push(details.map((detail) => detail.trim()).join(' · '));
  const values = item.customData?.prescriptionValues;
  const boxes = item.customData?.quantity;
  for (const eye of ['right', 'left'] as const) {
    const written = values ? eyeValues(values[eye], text) : '';
    const count = boxes ? boxes[eye] : undefined;
    // An eye without values, or without boxes of a lens ordered per eye, has nothing to say.
    if (count === 0 || (written === '' && count === undefined)) continue;
    const label = count === undefined ? text.eyes[eye] : `${text.eyes[eye]} (${count}×)`;
    rows.push(`${label}${text.colon} ${written}`.trimEnd());
  }
  return rows.join('\n');
}

function addressText(address: Address | undefined, customer: User): string | undefined {
  if (!address) return undefined;
  const name =
    [address.firstName, address.lastName].filter(Boolean).join(' ') ||
    [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  return [
    name,
    `${address.street} ${address.houseNumber}`,
    address.addition,
    `${address.zipCode} ${address.city}`,
  ]
    .filter((row): row is string => row !== undefined && row !== '')
    .join('\n');
}

// French and Italian write the first of a month as an ordinal ("1er juillet", "1º luglio"), which
// Intl does not (as the cancellation mail writes it).
const ordinalFirst: Partial<Record<LanguageCode, string>> = { fr: '1er ', it: '1º ' };

function withOrdinalFirst(day: string, language: LanguageCode): string {
  const first = ordinalFirst[language];
  return first === undefined ? day : day.replace(/^1 /, first);
}

/** The day the order was confirmed, in the market's zone, as the shop's language writes a date. */
function dayOf(moment: string, shop: ShopIdentity): string {
  const day = new Intl.DateTimeFormat(shop.locale, {
    dateStyle: 'long',
    timeZone: markets[shop.country].timeZone,
  }).format(new Date(moment));
  return withOrdinalFirst(day, shop.language);
}

const bareDay = /^\d{4}-\d{2}-\d{2}$/;

/** A package's day as a calendar day (UTC midnight): a bare day as it is, a timestamp in the market's zone. */
function calendarDay(moment: string, timeZone: string): number {
  if (bareDay.test(moment)) return Date.parse(`${moment}T00:00:00Z`);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(new Date(moment));
  return Date.parse(`${day}T00:00:00Z`);
}

/**
 * When the whole order is expected, from its packages' §3 delivery windows: from the earliest day
 * to the latest, each written out with its month ("8. Dezember – 11. Dezember"), one day once; none
 * for an order without packages. Not Intl's `formatRange`, whose short forms differ by ICU version
 * and are terse in some languages (cs "8.–11. 12.").
 */
function deliveryWindowText(order: Order, shop: ShopIdentity): string | undefined {
  const windows = order.packages.map((pack) => pack.deliveryDate);
  if (windows.length === 0) return undefined;
  const timeZone = markets[shop.country].timeZone;
  const min = Math.min(...windows.map((window) => calendarDay(window.min, timeZone)));
  const max = Math.max(...windows.map((window) => calendarDay(window.max, timeZone)));
  const format = new Intl.DateTimeFormat(shop.locale, { day: 'numeric', month: 'long', timeZone: 'UTC' });
  const [from, to] = [min, max].map((day) => withOrdinalFirst(format.format(new Date(day)), shop.language));
  return min === max ? from : `${from} – ${to}`;
}

function paymentMethodName(order: Order, language: LanguageCode): string | undefined {
  const key = order.payment[0]?.key;
  if (key === undefined) return undefined;
  const method = PaymentMethodKeySchema.safeParse(key);
  return method.success ? paymentMethodNames[language][method.data] : key;
}

function feesOf(order: Order, category: 'delivery' | 'payment'): number {
  return order.cost.appliedFees
    .filter((fee) => fee.category === category)
    .reduce((sum, fee) => sum + fee.amount.withTax, 0);
}

/** The stored order as the commerce backend answers it for its success page (GET orders/cbd/{token}). */
export interface ConfirmedOrder {
  order: Order;
  customer: User;
  /** When the order was confirmed: at placement (invoice, cash on delivery) or by its payment. */
  confirmedAt: string;
}

/**
 * The order confirmation: what was ordered, at what cost, where it goes and how it is paid, when it
 * is expected, where to follow it (the account's order page, or a guest's order status lookup), and
 * in the EU the statutory right of withdrawal (Switzerland: the voluntary return right), with the
 * terms page. Everything comes from the stored order; `prices` is the shop's price format (its
 * settings' `intlLocaleOverwrite`), dates are written in the shop's own locale.
 */
export function orderConfirmationMail(
  shop: ShopIdentity,
  prices: PriceFormatting,
  shopHost: string,
  { order, customer, confirmedAt }: ConfirmedOrder,
): MailText {
  const text = words[shop.language];
  const label = (name: string, value: string) => `${name}${text.colon} ${value}`;
  const orderId = String(order.id);
  const itemsCents = order.items.reduce((sum, item) => sum + item.price.withTax, 0);
  const delivery = feesOf(order, 'delivery');
  const paymentFee = feesOf(order, 'payment');

  const totals = [
    label(text.subtotal, formatPrice(itemsCents, prices)),
    ...order.vouchers.map((voucher) =>
      label(
        text.voucher(voucher.code),
        voucher.type === 'absolute'
          ? `−${formatPrice(voucher.value, prices)}`
          : formatReductionPercent(Math.round(voucher.value * 100), prices),
      ),
    ),
    label(text.delivery, delivery === 0 ? text.free : formatPrice(delivery, prices)),
    ...(paymentFee > 0 ? [label(text.paymentFee, formatPrice(paymentFee, prices))] : []),
    label(text.total, formatPrice(order.cost.withTax, prices)),
    label(text.vat, formatPrice(order.cost.tax.vat.amount, prices)),
  ];

  const shipping = addressText(customer.address?.shipping ?? customer.address?.billing, customer);
  const method = paymentMethodName(order, shop.language);
  const window = deliveryWindowText(order, shop);
  const handling = [
    ...(method ? [label(text.paymentMethod, method)] : []),
    ...(window ? [label(text.expectedDelivery, window)] : []),
  ];

  const isAccount = !customer.status.isGuestCustomer;
  const follow = isAccount
    ? `${text.followInAccount}\n${shopLink(shopHost, routePath(shop, 'account-order', { orderId }))}`
    : hasRoute(shop, 'order-status')
      ? `${text.followByLookup}\n${shopLink(shopHost, routePath(shop, 'order-status'))}`
      : text.askUs;

  const terms = shopLink(shopHost, legalPagePath(shop.language, 'terms'));
  const rights = hasStatutoryWithdrawalRight(shop.country)
    ? text.withdrawal(statutoryWithdrawalDays, terms)
    : text.returnRight(terms);

  const paragraphs = [
    greeting(shop.language, customer.firstName ?? null),
    text.thanks,
    [label(text.orderNumber, orderId), label(text.orderDate, dayOf(confirmedAt, shop))].join('\n'),
    `${text.items}${text.colon}`,
    ...orderLines(order).map((line) => lineText(line, text, prices)),
    totals.join('\n'),
    ...(shipping ? [`${text.deliveryAddress}${text.colon}\n${shipping}`] : []),
    ...(handling.length > 0 ? [handling.join('\n')] : []),
    follow,
    rights,
    text.signature,
  ];
  return { subject: text.subject(orderId), body: paragraphs.join('\n\n') };
}
