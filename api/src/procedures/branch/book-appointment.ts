import { randomUUID } from 'node:crypto';
import { AppointmentSchema } from '@lumen/domain';
import { sessionCustomer } from '../../identity/account-service.ts';
import { commerceAccountOf } from '../../identity/customer-records.ts';
import { AppError } from '../../rpc/app-error.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';
import { queueShopMail } from '../../shop-mails/shop-mail-outbox.ts';
import { appointmentMail } from './appointment-mail.ts';
import { freeSlots } from './appointment-slots.ts';
import { shopBranch } from './shop-branches.ts';

const slotTaken = 'This appointment time is no longer free; please choose another one';
const contactNeeded = 'Give your name, email address and phone number so the branch can reach you';

const dayMs = 24 * 60 * 60 * 1000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Books the slot at `dateTime` for the service. A signed-in account books under its own name (the
 * branch knows its contact data); anyone else, guest customers included, gives `contact`. A time
 * that is not free (taken meanwhile, begun, or never offered) is a 409. The booker gets a
 * confirmation mail.
 */
export const bookAppointment = defineProcedure({
  name: 'bookAppointment',
  handler: async (input, ctx) => {
    const branch = await shopBranch(ctx, input.branchId);
    const customer = await sessionCustomer(ctx);
    const account = customer && !customer.isGuest ? customer : undefined;
    if (!account && !input.contact) {
      throw new AppError('VALIDATION_FAILED', contactNeeded, {
        details: [{ field: 'payload.contact', message: 'validation.required' }],
      });
    }
    const at = Date.parse(input.dateTime);
    // A day either side covers the calendar day of the time in any zone the branch may be in.
    const slot = (
      await freeSlots(ctx, branch, input.service, { from: utcDay(at - dayMs), to: utcDay(at + dayMs) })
    ).find((candidate) => Date.parse(candidate.startsAt) === at);
    if (!slot) throw new AppError('CONFLICT', slotTaken);
    const { firstName, lastName, email, phone } = input.contact ?? {};
    const appointment = await ctx.commerceHttp.request(
      `branches/${branch.id}/appointments`,
      AppointmentSchema,
      {
        method: 'POST',
        // Each call is a booking of its own: one cancelled and made again must not replay the first.
        headers: { 'Idempotency-Key': randomUUID() },
        body: {
          slotId: slot.id,
          service: input.service,
          customer: account
            ? { account: commerceAccountOf(account) }
            : { guest: { firstName, lastName, email, phone } },
        },
        onRefusal: (refusal) => (refusal.status === 409 ? new AppError('CONFLICT', slotTaken) : undefined),
      },
    );
    const mail = appointmentMail(
      ctx.shop,
      account?.firstName ?? firstName ?? null,
      branch,
      appointment.dateTime,
    );
    await queueShopMail(ctx.db, ctx.logger, {
      ...mail,
      shopId: ctx.shop.shopId,
      recipient: account?.email ?? email!,
      kind: 'appointment_booked',
    }).catch((error: unknown) => {
      // The appointment stands; the page confirms it and the account lists it.
      ctx.logger.warn({ err: error, appointmentId: appointment.id }, 'appointment mail not queued');
    });
    return appointment;
  },
});
