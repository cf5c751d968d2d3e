import { BranchSchema } from '../branches/branch.ts';

/** A branch id, as branches/ defines it; other entities (appointments, basket items) refer to branches by it. */
export const BranchIdSchema = BranchSchema.shape.id;

/** A reference to a branch from another entity. */
export const BranchReferenceSchema = BranchSchema.pick({ id: true });
