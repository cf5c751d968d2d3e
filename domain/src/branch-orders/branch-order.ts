import { z } from 'zod';
import { CentAmountSchema, CurrencyCodeSchema } from '../entities/price.ts';
import { TimestampSchema } from '../entities/scalars.ts';
import { BranchIdSchema } from '../entities/branch.ts';

/**
 * An order placed in a branch (glasses made to measure, contact lenses to pick up), which the
 * customer follows in the account (§2 /account/branch-order/). The spec shows no fields or
 * statuses: these follow the path of an optician's job from order to pickup.
 */
export const branchOrderStatuses = [
  'ordered',
  'in_production',
  'ready_for_pickup',
  'picked_up',
  'cancelled',
] as const;
export const BranchOrderStatusSchema = z.enum(branchOrderStatuses);
export type BranchOrderStatus = z.infer<typeof BranchOrderStatusSchema>;

export const BranchOrderItemSchema = z.object({
  /** What the optician wrote on the order ("Gleitsichtgläser 1.6, entspiegelt"). */
  description: z.string().min(1),
  quantity: z.number().int().positive(),
  /** Per piece: the order's total is the sum of quantity times price. */
  price: z.object({ withTax: CentAmountSchema }),
});
export type BranchOrderItem = z.infer<typeof BranchOrderItemSchema>;

export const BranchOrderSchema = z.object({
  id: z.string().regex(/^\d{12}$/),
  branchId: BranchIdSchema,
  status: BranchOrderStatusSchema,
  createdAt: TimestampSchema,
  /** When the order can be picked up, once known. */
  readyAt: TimestampSchema.nullable(),
  items: z.array(BranchOrderItemSchema).min(1),
  total: z.object({ withTax: CentAmountSchema }),
  /** Paid in the branch so far (a deposit), in cents. */
  paid: z.object({ withTax: CentAmountSchema }),
  currencyCode: CurrencyCodeSchema,
});
export type BranchOrder = z.infer<typeof BranchOrderSchema>;

/** The four steps a branch order's progress bar shows; a cancelled order shows none. */
export function branchOrderProgressStep(status: BranchOrderStatus): 1 | 2 | 3 | 4 | null {
  switch (status) {
    case 'ordered':
      return 1;
    case 'in_production':
      return 2;
    case 'ready_for_pickup':
      return 3;
    case 'picked_up':
      return 4;
    case 'cancelled':
      return null;
  }
}

/** What is left to pay at pickup, in cents; never below zero. */
export function branchOrderBalance(order: Pick<BranchOrder, 'total' | 'paid'>): number {
  return Math.max(0, order.total.withTax - order.paid.withTax);
}
