import { requireAccount } from '../../account-area/account-access.ts';
import {
  changePrescription,
  listPrescriptions,
  removePrescription,
  savePrescription as save,
} from '../../account-area/saved-prescriptions.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';
import type { RpcContext } from '../../rpc/define-procedure.ts';

// The customer's own details, entered through this account: the user page's, open to unverified customers.
const owner = (ctx: RpcContext) => requireAccount(ctx, 'account-user');

export const getSavedPrescriptions = defineProcedure({
  name: 'getSavedPrescriptions',
  handler: async (_input, ctx) => listPrescriptions(ctx.db, await owner(ctx)),
});

export const savePrescription = defineProcedure({
  name: 'savePrescription',
  handler: async (input, ctx) => save(ctx.db, ctx.shop, await owner(ctx), input),
});

export const updatePrescription = defineProcedure({
  name: 'updatePrescription',
  handler: async (input, ctx) => changePrescription(ctx.db, ctx.shop, await owner(ctx), input),
});

export const deletePrescription = defineProcedure({
  name: 'deletePrescription',
  handler: async (input, ctx) => {
    await removePrescription(ctx.db, await owner(ctx), input.id);
    return { ok: true };
  },
});
