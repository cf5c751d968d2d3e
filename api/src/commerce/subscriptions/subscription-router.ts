import { SubscriptionActionSchema } from '@lumen/domain';
import express from 'express';
import type { Router } from 'express';
import {
  CustomerOrEmailQuerySchema,
  CustomerPathSchema,
  customerOrEmailOf,
} from '../branches/customer-scope.ts';
import { PageQuerySchema } from '../branches/list-page.ts';
import { parseRequestPart, shopOf } from '../http/commerce-error.ts';
import { SubscriptionPathSchema } from './subscription-request.ts';
import { createSubscriptionService } from './subscription-service.ts';
import type { SubscriptionDeps } from './subscription-service.ts';

/**
 * Contact-lens saving subscriptions (§1; §2 /account/subscriptions/ and its detail), mounted under
 * `/v1` after the shop middleware: GET customers/{id}/subscriptions, GET
 * subscriptions/{id}?customerId=|email=, PATCH subscriptions/{id}?customerId=|email= with one action
 * (skipNextDelivery, pause until a day, resume, changeInterval, cancel). The domain decides each
 * change; a change it refuses is a 409 (the subscription's state) or a 422 (the pause date), whose
 * `errors[0].message` is the domain's reason (`already_paused`, `pause_too_long`...).
 */
export function createSubscriptionRouter(deps: SubscriptionDeps): Router {
  const service = createSubscriptionService(deps);
  const router = express.Router();

  router.get('/customers/:customerId/subscriptions', async (req, res) => {
    const { customerId } = parseRequestPart(CustomerPathSchema, req.params, 'path');
    const page = parseRequestPart(PageQuerySchema, req.query, 'query');
    res.json(await service.list(shopOf(res), customerId, page));
  });

  router.get('/subscriptions/:subscriptionId', async (req, res) => {
    const { subscriptionId } = parseRequestPart(SubscriptionPathSchema, req.params, 'path');
    const owner = customerOrEmailOf(parseRequestPart(CustomerOrEmailQuerySchema, req.query, 'query'));
    res.json(await service.get(shopOf(res), subscriptionId, owner));
  });

  router.patch('/subscriptions/:subscriptionId', async (req, res) => {
    const { subscriptionId } = parseRequestPart(SubscriptionPathSchema, req.params, 'path');
    const owner = customerOrEmailOf(parseRequestPart(CustomerOrEmailQuerySchema, req.query, 'query'));
    const action = parseRequestPart(SubscriptionActionSchema, req.body, 'body');
    res.json(await service.change(shopOf(res), subscriptionId, owner, action));
  });

  return router;
}
