import type { RpcErrorDetail } from '@lumen/domain';
import type { z } from 'zod';

// An answer listing thousands of problems helps nobody and costs bandwidth.
const maxDetails = 50;

/** `payload.items.0.quantity`; the body itself is `body`. */
function fieldName(path: readonly PropertyKey[]): string {
  return path.length === 0 ? 'body' : path.map(String).join('.');
}

/** Zod issues as `{ field, message }` details; each unknown key becomes its own detail. */
export function zodIssuesToDetails(issues: readonly z.core.$ZodIssue[]): RpcErrorDetail[] {
  return issues
    .flatMap((issue) =>
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => ({ field: fieldName([...issue.path, key]), message: 'Unknown field' }))
        : [{ field: fieldName(issue.path), message: issue.message }],
    )
    .slice(0, maxDetails);
}

/** One line naming every field, for the error message itself. */
export function describeDetails(details: readonly RpcErrorDetail[]): string {
  return details.map((detail) => `${detail.field}: ${detail.message}`).join('; ');
}
