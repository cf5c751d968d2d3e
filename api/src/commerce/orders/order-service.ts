import {
  carriersByCountry,
  markets,
  netFromGross,
  paginationOf,
  paymentMethodsByCountry,
  paysOnDelivery,
  startSubscription,
  subscriptionStartOf,
} from '@lumen/domain';
import type { Order, PaymentMethodKey, ShopIdentity, User } from '@lumen/domain';
import type { Db, Queryable } from '../../db/db.ts';
import { defaultBasketLimits } from '../baskets/basket-limits.ts';
import type { BasketLimits } from '../baskets/basket-limits.ts';
import type { BasketLine, PricedBasket, PricedLine } from '../baskets/basket-pricing.ts';
import { basketLines, clearBasket, findBasketId, lockBasket } from '../baskets/basket-repository.ts';
import { priceStoredBasket, readCatalog } from '../baskets/basket-service.ts';
import type { CatalogReader, SellableVariant } from '../baskets/catalog-reader.ts';
import { allocateCents } from '../baskets/cent-allocation.ts';
import { deliveryWindow } from '../baskets/delivery-window.ts';
import type { ShipmentKind } from '../baskets/delivery-window.ts';
import { lockVoucherLimits, recordVoucherUse, voucherUses } from '../baskets/promotion-repository.ts';
import type { VoucherUser } from '../baskets/promotion-repository.ts';
import { takeStock } from '../baskets/variant-stock.ts';
import { checkVoucherUses } from '../baskets/voucher-check.ts';
import { CommerceFailure } from '../commerce-failure.ts';
import { localDateOf, marketTimeZone } from '../../shop-time/local-time.ts';
import { createSubscription } from '../subscriptions/subscription-repository.ts';
import {
  findCommerceCustomer,
  insertGuestCustomer,
  orderUserOf,
  recordAccountCustomer,
} from './customer-repository.ts';
import type { CommerceCustomer } from './customer-repository.ts';
import { deliveryFeeOf, paymentFee } from './order-fees.ts';
import { newCbdToken, newOrderId, requestHash } from './order-identifiers.ts';
import {
  customerOrders,
  findOrder,
  findOrderByCbd,
  findOrderByIdempotencyKey,
  insertOrder,
} from './order-repository.ts';
import type {
  NewOrder,
  NewOrderItem,
  NewOrderPackage,
  StoredOrder,
  StoredVoucher,
} from './order-repository.ts';
import type { PaymentStatus, PlaceOrderBody } from './order-request.ts';

export interface OrderDeps {
  db: Db;
  catalog: CatalogReader;
  now?: () => Date;
  limits?: BasketLimits;
  /**
   * Told which variants' stock changed, once it is committed: an order took it, or an order whose
   * payment failed gave it back (the catalogue read model follows).
   */
  onStockTaken?: (variantIds: readonly number[]) => void;
}

/** The answer of POST orders: the order, the success page's token and where its payment stands. */
export interface PlacedOrder {
  order: Order;
  cbdToken: string;
  paymentStatus: PaymentStatus;
}

/** The basket changed between reading the catalogue and locking it: read again. */
class BasketMoved extends Error {}

const uniqueViolation = '23505';

function isIdempotencyConflict(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === uniqueViolation;
}

/** The pieces of one basket line: its total less its voucher share, spread cent-exactly over the pieces. */
function linePieces(line: PricedLine, voucherShare: number): { withTax: number; withoutTax: number }[] {
  const gross = line.total.withTax - voucherShare;
  return allocateCents(gross, Array<number>(line.line.quantity).fill(1)).map((withTax) => ({
    withTax,
    withoutTax: netFromGross(withTax, line.vatRate),
  }));
}

function snapshot(sellable: SellableVariant): Pick<NewOrderItem, 'product' | 'variant'> {
  const { product, variant } = sellable;
  return {
    product: {
      id: product.id,
      ...(product.attributes ? { attributes: product.attributes } : {}),
      images: product.images.map(({ hash, name, attributes }) => ({
        hash,
        name,
        ...(attributes ? { attributes } : {}),
      })),
    },
    variant: { id: variant.id, ...(variant.attributes ? { attributes: variant.attributes } : {}) },
  };
}

/** A fee as §3 applied fees carry it, net at the basket's VAT rate. */
function appliedFee(category: 'delivery' | 'payment', key: string, withTax: number, rate: number) {
  return { category, key, amount: { withTax, withoutTax: netFromGross(withTax, rate) } };
}

/**
 * The order a priced basket becomes: one item per piece, pieces in stock in the first package,
 * the rest (sold without stock) in a second, prescription glasses in one of their own; the voucher spread over the items; delivery charged
 * per §9 market and cash on delivery's collection fee; net amounts from each item's VAT rate.
 */
function orderFromBasket(
  priced: PricedBasket,
  context: { now: Date; carrierKey: string; paymentKey: PaymentMethodKey; deliveryFee: number },
): Pick<NewOrder, 'cost' | 'vouchers' | 'packages' | 'items'> {
  const { now, carrierKey, paymentKey, deliveryFee } = context;
  const packages: NewOrderPackage[] = [];
  const kinds: ShipmentKind[] = [];
  const packageIndex = (kind: ShipmentKind) => {
    if (!kinds.includes(kind)) {
      kinds.push(kind);
      packages.push({
        deliveryStatus: 'open',
        carrierKey,
        deliveryDate: deliveryWindow(now, kind),
        tracking: null,
      });
    }
    return kinds.indexOf(kind);
  };
  const items: NewOrderItem[] = priced.lines.flatMap((line, index) =>
    linePieces(line, priced.voucherShares[index] ?? 0).map((price, piece) => ({
      packageIndex: packageIndex(
        line.madeToMeasure ? 'made_to_measure' : piece < line.fromStock ? 'from_stock' : 'backorder',
      ),
      status: 'available' as const,
      price,
      ...snapshot(line.sellable),
      customData: line.line.customData,
      itemGroup: line.line.itemGroup,
      displayData: line.line.displayData,
      promotionId: line.line.promotionId,
      fromStock: piece < line.fromStock,
    })),
  );
  const itemsWithTax = priced.cost.withTax;
  const rate = priced.cost.tax.vat.rate;
  const fees = [
    appliedFee('delivery', carrierKey, deliveryFee, rate),
    appliedFee('payment', paymentKey, paymentFee(priced.shop.currency, paymentKey), rate),
  ].filter((fee) => fee.amount.withTax > 0);
  const withTax = fees.reduce((sum, fee) => sum + fee.amount.withTax, itemsWithTax);
  const withoutTax = fees.reduce(
    (sum, fee) => sum + fee.amount.withoutTax,
    items.reduce((sum, item) => sum + item.price.withoutTax, 0),
  );
  const vouchers: StoredVoucher[] =
    priced.voucher?.ok && priced.voucher.reduction > 0
      ? [
          {
            type: priced.voucher.voucher.type,
            code: priced.voucher.voucher.code,
            value:
              priced.voucher.voucher.type === 'relative'
                ? priced.voucher.voucher.value / 100
                : priced.voucher.reduction,
          },
        ]
      : [];
  return {
    cost: {
      withTax,
      withoutTax,
      tax: { vat: { amount: withTax - withoutTax, rate } },
      appliedFees: fees,
    },
    vouchers,
    packages,
    items,
  };
}

/** §3 User with the order's addresses, as the success page reads it (getOrderDataByCbd). */
function customerOf(stored: StoredOrder, customer: CommerceCustomer, shop: ShopIdentity): User {
  const countryCode = markets[shop.country].alpha3;
  // Who the parcel or invoice is for and the extra line are the order's, as the shopper gave them.
  const address = ({
    firstName,
    lastName,
    street,
    houseNumber,
    addition,
    zipCode,
    city,
  }: StoredOrder['billingAddress']) => ({
    firstName,
    lastName,
    street,
    houseNumber,
    ...(addition ? { addition } : {}),
    zipCode,
    city,
    countryCode,
  });
  return {
    ...orderUserOf(customer),
    address: { billing: address(stored.billingAddress), shipping: address(stored.shippingAddress) },
  };
}

/** The answer of POST orders for a stored order. */
function placedOf(stored: StoredOrder): PlacedOrder {
  return { order: stored.order, cbdToken: stored.cbdToken, paymentStatus: stored.paymentStatus };
}

/** The failed precondition naming each basket item that stops the order (§8: item unavailable), by its key. */
function unavailableItems(lines: readonly BasketLine[], why: string): CommerceFailure {
  const problems = lines.map((line) => ({
    parameter: `items[${line.key}]`,
    message: `Variant ${line.variantId} ${why}`,
  }));
  return new CommerceFailure(
    'precondition_failed',
    problems.length === 1 ? problems[0]!.message : 'Some items are no longer available',
    problems,
  );
}

/**
 * A voucher's limits in all and per customer, counted under the code's row lock (held until the
 * order commits), so parallel orders never use a code more often than it allows. A refusal is a
 * failed precondition the shopper sees; nothing of the order is written.
 */
async function checkVoucherLimits(tx: Queryable, code: string, user: VoucherUser): Promise<void> {
  const limits = await lockVoucherLimits(tx, code);
  if (!limits) return;
  const check = checkVoucherUses(limits, await voucherUses(tx, code, user));
  if (!check.ok)
    throw new CommerceFailure('precondition_failed', check.message, [
      { parameter: 'voucher', message: check.message },
    ]);
}

/** Zip codes compare without case and spacing (`123 45` is `12345`). */
const sameZip = (a: string, b: string) =>
  a.replace(/\s/g, '').toUpperCase() === b.replace(/\s/g, '').toUpperCase();

export function createOrderService(deps: OrderDeps) {
  const { db, catalog } = deps;
  const now = deps.now ?? (() => new Date());
  const limits = deps.limits ?? defaultBasketLimits;

  /** Same key and same request: the order placed before, replayed; another request: unprocessable. */
  function replay(stored: StoredOrder, hash: string): { result: 'replayed'; placed: PlacedOrder } {
    if (stored.requestHash !== hash) {
      throw new CommerceFailure('unprocessable', 'This Idempotency-Key was already used for another request');
    }
    return { result: 'replayed', placed: placedOf(stored) };
  }

  function checkMarket(shop: ShopIdentity, body: PlaceOrderBody): void {
    if (!carriersByCountry[shop.country].includes(body.carrierKey)) {
      throw new CommerceFailure('invalid', `Carrier ${body.carrierKey} does not deliver in this market`, [
        { parameter: 'carrierKey', message: `Not offered in ${shop.country}` },
      ]);
    }
    if (!paymentMethodsByCountry[shop.country].includes(body.paymentKey)) {
      throw new CommerceFailure('invalid', `Payment ${body.paymentKey} is not offered in this market`, [
        { parameter: 'paymentKey', message: `Not offered in ${shop.country}` },
      ]);
    }
  }

  async function customerFor(
    tx: Queryable,
    shop: ShopIdentity,
    body: PlaceOrderBody,
  ): Promise<CommerceCustomer> {
    if ('guest' in body.customer) return insertGuestCustomer(tx, shop.shopId, body.customer.guest);
    const customer = await recordAccountCustomer(tx, shop.shopId, body.customer.account, body.basketKey);
    if (!customer) throw new CommerceFailure('not_found', 'Customer not found');
    return customer;
  }

  /**
   * One transaction: lock the basket, price it again from the catalogue, take the stock (never
   * below zero, §4), count the voucher's use within its limits, write the order and the saving
   * subscriptions it starts, empty the basket. Returns the order's id, or the stored
   * order when the idempotency key was used meanwhile.
   */
  async function placeOnce(
    shop: ShopIdentity,
    body: PlaceOrderBody,
    idempotency: { key: string; requestHash: string },
    basketId: number,
    known: ReadonlyMap<number, SellableVariant>,
    asked: ReadonlySet<number>,
  ): Promise<number | StoredOrder> {
    return db.transaction(async (tx) => {
      await lockBasket(tx, shop.shopId, body.basketKey);
      const earlier = await findOrderByIdempotencyKey(tx, shop.shopId, idempotency.key);
      if (earlier) return earlier;
      const lines = await basketLines(tx, basketId);
      if (lines.length === 0) {
        throw new CommerceFailure('precondition_failed', 'The basket is empty', [
          { parameter: 'basketKey', message: 'Empty' },
        ]);
      }
      if (lines.some((line) => !asked.has(line.variantId))) throw new BasketMoved();
      const moment = now();
      const priced = await priceStoredBasket(tx, {
        shop,
        key: body.basketKey,
        basketId,
        lines,
        catalog: known,
        now: moment,
        limits,
      });
      const unavailable = lines.filter(
        (line) => priced.lines.find((candidate) => candidate.line.key === line.key)?.status !== 'available',
      );
      if (unavailable.length > 0) throw unavailableItems(unavailable, 'is no longer available');
      // Variants in id order, so two orders taking the same variants never wait on each other crosswise.
      const byVariant = [...priced.lines].sort((a, b) => a.line.variantId - b.line.variantId);
      for (const { line } of byVariant) {
        if (!(await takeStock(tx, line.variantId, line.quantity))) {
          throw unavailableItems([line], 'is no longer available in this quantity');
        }
      }
      // §1 the saving subscription: an order of lenses on it starts one, kept in the customer's account.
      const subscriptions = priced.lines.flatMap(({ line, sellable }) => {
        const start = subscriptionStartOf({ ...line, productId: sellable.product.id });
        return start ? [start] : [];
      });
      if (subscriptions.length > 0 && 'guest' in body.customer) {
        throw new CommerceFailure('precondition_failed', 'A saving subscription needs a customer account', [
          { parameter: 'customer', message: 'Sign in to order on the saving subscription' },
        ]);
      }
      const customer = await customerFor(tx, shop, body);
      const shippingAddress = body.shippingAddress ?? body.billingAddress;
      const content = orderFromBasket(priced, {
        now: moment,
        carrierKey: body.carrierKey,
        paymentKey: body.paymentKey,
        deliveryFee: await deliveryFeeOf(tx, priced),
      });
      const [voucher] = content.vouchers;
      const user = { customerId: customer.id, email: customer.email };
      if (voucher) await checkVoucherLimits(tx, voucher.code, user);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const order: NewOrder = {
          id: newOrderId(),
          shopId: shop.shopId,
          customerId: customer.id,
          cbdToken: newCbdToken(),
          email: customer.email,
          zipCode: shippingAddress.zipCode,
          currency: shop.currency,
          paymentKey: body.paymentKey,
          carrierKey: body.carrierKey,
          shippingAddress,
          billingAddress: body.billingAddress,
          basketKey: body.basketKey,
          idempotency,
          createdAt: moment,
          confirmedAt: paysOnDelivery(body.paymentKey) ? moment : null,
          ...content,
        };
        if (await insertOrder(tx, order)) {
          if (voucher)
            await recordVoucherUse(tx, { ...user, orderId: order.id, code: voucher.code, at: moment });
          const today = localDateOf(moment, marketTimeZone(shop.country));
          for (const start of subscriptions) {
            await createSubscription(tx, {
              subscription: startSubscription(start, today),
              shopId: shop.shopId,
              customerId: customer.id,
              orderId: order.id,
            });
          }
          await clearBasket(tx, basketId);
          return order.id;
        }
      }
      throw new Error('No free order id after 5 draws');
    });
  }

  return {
    /**
     * Places the order from a basket (POST orders). The same Idempotency-Key with the same body
     * answers the order placed before (replayed); with another body it is unprocessable. An empty
     * basket, an item sold out meanwhile, or a voucher used as often as it may be (in all, or by this
     * customer), fails its precondition and changes nothing.
     */
    async place(
      shop: ShopIdentity,
      idempotencyKey: string,
      body: PlaceOrderBody,
    ): Promise<{ result: 'created' | 'replayed'; placed: PlacedOrder }> {
      const hash = requestHash(body);
      const before = await findOrderByIdempotencyKey(db, shop.shopId, idempotencyKey);
      if (before) return replay(before, hash);
      checkMarket(shop, body);
      const basketId = await findBasketId(db, shop.shopId, body.basketKey);
      if (basketId === undefined) {
        throw new CommerceFailure('not_found', `Basket ${body.basketKey} not found`, [
          { parameter: 'basketKey', message: 'No such basket' },
        ]);
      }
      const options = { campaignKey: body.campaignKey };
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const variantIds = (await basketLines(db, basketId)).map((line) => line.variantId);
        const known = await readCatalog(catalog, shop, variantIds, options);
        try {
          const placed = await placeOnce(
            shop,
            body,
            { key: idempotencyKey, requestHash: hash },
            basketId,
            known,
            new Set(variantIds),
          );
          if (typeof placed !== 'number') return replay(placed, hash);
          deps.onStockTaken?.(variantIds);
          const stored = await findOrder(db, shop.shopId, placed);
          return { result: 'created', placed: placedOf(stored!) };
        } catch (error) {
          if (error instanceof BasketMoved) continue;
          // Two requests with one key on two baskets: the second insert meets the first's key.
          if (isIdempotencyConflict(error)) {
            const winner = await findOrderByIdempotencyKey(db, shop.shopId, idempotencyKey);
            if (winner) return replay(winner, hash);
          }
          throw error;
        }
      }
      throw new CommerceFailure('conflict', 'The basket kept changing while the order was placed; try again');
    },

    /** The customer's orders, newest first, as a SCAYLE list `{ entities, pagination }`. */
    async list(shop: ShopIdentity, customerId: number, page: { page: number; perPage: number }) {
      const { orders, total } = await customerOrders(db, shop.shopId, customerId, page);
      return { entities: orders.map((stored) => stored.order), pagination: paginationOf(total, page) };
    },

    /**
     * One order by id for whoever proves they may see it: the email or the shipping zip code it was
     * placed with (order status page, §2), or its customer's id (account). Anything else is the same
     * 404 as an unknown id, so ids cannot be probed.
     */
    async find(
      shop: ShopIdentity,
      orderId: number,
      proof: { email?: string | undefined; zipCode?: string | undefined; customerId?: number | undefined },
    ): Promise<Order> {
      const stored = await findOrder(db, shop.shopId, orderId);
      const allowed =
        stored !== undefined &&
        (proof.email !== undefined
          ? stored.email.toLowerCase() === proof.email.toLowerCase()
          : proof.zipCode !== undefined
            ? sameZip(stored.zipCode, proof.zipCode)
            : stored.customerId === proof.customerId);
      if (!allowed) throw new CommerceFailure('not_found', 'Order not found');
      return stored.order;
    },

    /**
     * §7 getOrderDataByCbd: the order of a success page, its customer's confirmation fields and
     * where its payment stands.
     */
    async findByCbd(
      shop: ShopIdentity,
      cbdToken: string,
    ): Promise<{ order: Order; customer: User; paymentStatus: PaymentStatus }> {
      const stored = await findOrderByCbd(db, shop.shopId, cbdToken);
      const customer = stored && (await findCommerceCustomer(db, shop.shopId, stored.customerId));
      if (!stored || !customer) throw new CommerceFailure('not_found', 'Order not found');
      return {
        order: stored.order,
        customer: customerOf(stored, customer, shop),
        paymentStatus: stored.paymentStatus,
      };
    },
  };
}
