import { EntityIdSchema, TimestampSchema } from '@lumen/domain';
import type { AppointmentService, IsoDate } from '@lumen/domain';
import { z } from 'zod';
import { AppError } from '../../rpc/app-error.ts';
import type { RpcContext } from '../../rpc/define-procedure.ts';
import { localDateOf } from '../../shop-time/local-time.ts';
import type { ShopBranch } from './shop-branches.ts';

/** A slot with places left, as GET branches/{id}/appointment-slots answers it. */
const FreeSlotSchema = z.object({
  id: EntityIdSchema,
  startsAt: TimestampSchema,
  durationMinutes: z.number().int().positive(),
});
export type FreeSlot = z.infer<typeof FreeSlotSchema>;

const FreeSlotListSchema = z.object({ entities: z.array(FreeSlotSchema) });

/** A service the branch does not offer is the payload's fault, named at its code. */
function assertServiceOffered(branch: ShopBranch, service: AppointmentService): void {
  if (branch.services.includes(service.productCategory)) return;
  const message = `Branch ${branch.id} does not offer ${service.productCategory} appointments`;
  throw new AppError('VALIDATION_FAILED', message, {
    details: [{ field: 'payload.service.productCategory', message }],
  });
}

/**
 * The bookable slots of a branch for a service code between two calendar days of the branch's
 * zone, both included; slots that have begun or are fully booked are not among them, nor any on a
 * day the branch is closed (its closed days, §2 holidays: the backend offers none there either).
 */
export async function freeSlots(
  ctx: RpcContext,
  branch: ShopBranch,
  service: AppointmentService,
  days: { from: IsoDate; to: IsoDate },
): Promise<FreeSlot[]> {
  assertServiceOffered(branch, service);
  const answer = await ctx.commerceHttp.request(
    `branches/${branch.id}/appointment-slots`,
    FreeSlotListSchema,
    {
      query: { service: service.productCategory, from: days.from, to: days.to },
    },
  );
  const closed = new Set(branch.closedDays.map((closedDay) => closedDay.date));
  return answer.entities.filter((slot) => !closed.has(localDateOf(new Date(slot.startsAt), branch.timeZone)));
}
