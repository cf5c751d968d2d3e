import express from 'express';
import type { Router } from 'express';
import { parseRequestPart, shopOf } from '../http/commerce-error.ts';
import { statusOf } from '../http/failure-status.ts';
import { createCheckoutOptions } from './checkout-options.ts';
import { createOrderPaymentService } from './order-payment-service.ts';
import {
  CbdPathSchema,
  CheckoutOptionsQuerySchema,
  IdempotencyHeaderSchema,
  OrderListQuerySchema,
  OrderLookupQuerySchema,
  OrderPathSchema,
  PlaceOrderBodySchema,
  SettlePaymentBodySchema,
  idempotencyKeyHeader,
} from './order-request.ts';
import { createOrderService } from './order-service.ts';
import type { OrderDeps } from './order-service.ts';

/**
 * Orders of the commerce backend, mounted under `/v1` after the shop middleware. The Storefront
 * API has no order endpoint; these follow its conventions (JSON, `{ entities, pagination }`):
 * POST orders (header Idempotency-Key) places an order from a basket; GET orders?customerId= lists
 * a customer's orders; GET orders/{id}?email=|zipCode=|customerId= finds one; GET orders/cbd/{token}
 * answers the success page. For the checkout: GET checkout-options?basketKey= prices the
 * market's carriers and payment methods, and POST orders/cbd/{token}/payment `{ status }` settles a
 * pending payment with its provider's outcome.
 */
export function createOrderRouter(deps: OrderDeps): Router {
  const service = createOrderService(deps);
  const payments = createOrderPaymentService(deps);
  const checkoutOptions = createCheckoutOptions(deps);
  const router = express.Router();

  router.get('/checkout-options', async (req, res) => {
    const { basketKey } = parseRequestPart(CheckoutOptionsQuerySchema, req.query, 'query');
    res.json(await checkoutOptions(shopOf(res), basketKey));
  });

  router.post('/orders', async (req, res) => {
    const headers = parseRequestPart(
      IdempotencyHeaderSchema,
      { [idempotencyKeyHeader]: req.get(idempotencyKeyHeader) },
      'header',
    );
    const body = parseRequestPart(PlaceOrderBodySchema, req.body, 'body');
    const { result, placed } = await service.place(shopOf(res), headers[idempotencyKeyHeader], body);
    res.status(statusOf(result)).json(placed);
  });

  router.get('/orders', async (req, res) => {
    const { customerId, page, perPage } = parseRequestPart(OrderListQuerySchema, req.query, 'query');
    res.json(await service.list(shopOf(res), customerId, { page, perPage }));
  });

  router.get('/orders/cbd/:cbdToken', async (req, res) => {
    const { cbdToken } = parseRequestPart(CbdPathSchema, req.params, 'path');
    res.json(await service.findByCbd(shopOf(res), cbdToken));
  });

  router.post('/orders/cbd/:cbdToken/payment', async (req, res) => {
    const { cbdToken } = parseRequestPart(CbdPathSchema, req.params, 'path');
    const { status } = parseRequestPart(SettlePaymentBodySchema, req.body, 'body');
    res.json(await payments.settle(shopOf(res), cbdToken, status));
  });

  router.get('/orders/:orderId', async (req, res) => {
    const { orderId } = parseRequestPart(OrderPathSchema, req.params, 'path');
    const proof = parseRequestPart(OrderLookupQuerySchema, req.query, 'query');
    res.json(await service.find(shopOf(res), orderId, proof));
  });

  return router;
}
