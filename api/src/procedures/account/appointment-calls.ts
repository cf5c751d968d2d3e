import { cancelAppointment as cancel, listAppointments } from '../../account-area/account-appointments.ts';
import { requireAccount } from '../../account-area/account-access.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';

/** §2 /account/appointments/. */
export const getAppointments = defineProcedure({
  name: 'getAppointments',
  handler: async (_input, ctx) =>
    listAppointments(ctx.commerceHttp, await requireAccount(ctx, 'account-appointments')),
});

export const cancelAppointment = defineProcedure({
  name: 'cancelAppointment',
  handler: async (input, ctx) => {
    await cancel(ctx.commerceHttp, await requireAccount(ctx, 'account-appointments'), input.appointmentId);
    return { ok: true };
  },
});
