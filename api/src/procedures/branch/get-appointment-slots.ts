import { addDays } from '@lumen/domain';
import { defineProcedure } from '../../rpc/define-procedure.ts';
import { freeSlots } from './appointment-slots.ts';
import { shopBranch } from './shop-branches.ts';

/** Free appointment times of a branch for a service, `days` calendar days from `from` on. */
export const getAppointmentSlots = defineProcedure({
  name: 'getAppointmentSlots',
  handler: async (input, ctx) => {
    const branch = await shopBranch(ctx, input.branchId);
    const slots = await freeSlots(ctx, branch, input.service, {
      from: input.from,
      to: addDays(input.from, input.days - 1),
    });
    return slots.map((slot) => ({ dateTime: slot.startsAt, durationMinutes: slot.durationMinutes }));
  },
});
