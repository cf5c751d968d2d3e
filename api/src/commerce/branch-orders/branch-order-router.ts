import express from 'express';
import type { Router } from 'express';
import { z } from 'zod';
import type { Db } from '../../db/db.ts';
import { CustomerPathSchema, CustomerQuerySchema } from '../branches/customer-scope.ts';
import { PageQuerySchema, listPage, pageWindow } from '../branches/list-page.ts';
import { CommerceFailure } from '../commerce-failure.ts';
import { parseRequestPart, shopOf } from '../http/commerce-error.ts';
import { customerBranchOrders, findBranchOrder } from './branch-order-repository.ts';

/** §5: order ids are 12 digits, in a branch as online. */
const BranchOrderPathSchema = z.object({
  branchOrderId: z
    .string()
    .regex(/^\d{12}$/, 'Must be a 12-digit order id')
    .transform(Number),
});

/**
 * Orders placed in a branch (§2 /account/branch-order/ and its detail), mounted under `/v1` after
 * the shop middleware: GET customers/{id}/branch-orders (newest first, `{ entities, pagination }`)
 * and GET branch-orders/{id}?customerId= (someone else's order is the unknown id's 404). Answers
 * are domain BranchOrders; their progress and balance are the domain's to compute.
 */
export function createBranchOrderRouter(deps: { db: Db }): Router {
  const { db } = deps;
  const router = express.Router();

  router.get('/customers/:customerId/branch-orders', async (req, res) => {
    const { customerId } = parseRequestPart(CustomerPathSchema, req.params, 'path');
    const page = parseRequestPart(PageQuerySchema, req.query, 'query');
    const shop = shopOf(res);
    const { orders, total } = await customerBranchOrders(db, shop.shopId, customerId, pageWindow(page));
    res.json(listPage(orders, total, page));
  });

  router.get('/branch-orders/:branchOrderId', async (req, res) => {
    const { branchOrderId } = parseRequestPart(BranchOrderPathSchema, req.params, 'path');
    const { customerId } = parseRequestPart(CustomerQuerySchema, req.query, 'query');
    const stored = await findBranchOrder(db, shopOf(res).shopId, branchOrderId);
    if (!stored || stored.customerId !== customerId) {
      throw new CommerceFailure('not_found', 'Branch order not found');
    }
    res.json(stored.order);
  });

  return router;
}
