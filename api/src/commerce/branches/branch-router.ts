import express from 'express';
import type { Router } from 'express';
import { parseRequestPart, shopOf } from '../http/commerce-error.ts';
import { statusOf } from '../http/failure-status.ts';
import { IdempotencyHeaderSchema, idempotencyKeyHeader } from '../orders/order-request.ts';
import { createAppointmentService } from './appointment-service.ts';
import {
  AppointmentPathSchema,
  BookAppointmentBodySchema,
  BranchListQuerySchema,
  BranchPathSchema,
  CancelAppointmentQuerySchema,
  SlotQuerySchema,
} from './branch-request.ts';
import { createBranchService } from './branch-service.ts';
import type { BranchDeps } from './branch-service.ts';
import { CustomerPathSchema } from './customer-scope.ts';
import { PageQuerySchema } from './list-page.ts';

/**
 * Branches and appointments (§2 branch pages, store finder and /account/appointments/; §3
 * Appointment), mounted under `/v1` after the shop middleware, in the Storefront API's
 * conventions (JSON, `{ entities, pagination }`, a 400 naming each bad parameter):
 * GET branches, GET branches/{id}, GET branches/{id}/appointment-slots, POST
 * branches/{id}/appointments (header Idempotency-Key), GET customers/{id}/appointments,
 * DELETE appointments/{id}.
 */
export function createBranchRouter(deps: BranchDeps): Router {
  const branches = createBranchService(deps);
  const appointments = createAppointmentService(deps);
  const router = express.Router();

  router.get('/branches', async (req, res) => {
    const query = parseRequestPart(BranchListQuerySchema, req.query, 'query');
    res.json(await branches.list(shopOf(res), query));
  });

  router.get('/branches/:branchId', async (req, res) => {
    const { branchId } = parseRequestPart(BranchPathSchema, req.params, 'path');
    res.json(await branches.get(shopOf(res), branchId));
  });

  router.get('/branches/:branchId/appointment-slots', async (req, res) => {
    const { branchId } = parseRequestPart(BranchPathSchema, req.params, 'path');
    const query = parseRequestPart(SlotQuerySchema, req.query, 'query');
    res.json(await appointments.slots(branchId, query));
  });

  router.post('/branches/:branchId/appointments', async (req, res) => {
    const { branchId } = parseRequestPart(BranchPathSchema, req.params, 'path');
    const headers = parseRequestPart(
      IdempotencyHeaderSchema,
      { [idempotencyKeyHeader]: req.get(idempotencyKeyHeader) },
      'header',
    );
    const body = parseRequestPart(BookAppointmentBodySchema, req.body, 'body');
    const { result, appointment } = await appointments.book(
      shopOf(res),
      branchId,
      headers[idempotencyKeyHeader],
      body,
    );
    res.status(statusOf(result)).json(appointment);
  });

  router.get('/customers/:customerId/appointments', async (req, res) => {
    const { customerId } = parseRequestPart(CustomerPathSchema, req.params, 'path');
    const page = parseRequestPart(PageQuerySchema, req.query, 'query');
    res.json(await appointments.list(shopOf(res), customerId, page));
  });

  router.delete('/appointments/:appointmentId', async (req, res) => {
    const { appointmentId } = parseRequestPart(AppointmentPathSchema, req.params, 'path');
    const { customerId } = parseRequestPart(CancelAppointmentQuerySchema, req.query, 'query');
    res.json(await appointments.cancel(shopOf(res), appointmentId, customerId));
  });

  return router;
}
