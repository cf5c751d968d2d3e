import { z } from 'zod';
import { rpcErrorStatus } from './rpc-error.ts';
import type { RpcErrorCode, RpcErrorDetail } from './rpc-error.ts';

// The schemas of error answers, for the api's error middleware and tests; the browser's client reads
// error answers without them (rpc-client.ts), so they live apart from the error type.

export const RpcErrorCodeSchema = z.enum(Object.keys(rpcErrorStatus) as [RpcErrorCode, ...RpcErrorCode[]]);

/** `RpcErrorDetail` as a schema. */
export const RpcErrorDetailSchema = z.object({
  field: z.string(),
  message: z.string(),
}) satisfies z.ZodType<RpcErrorDetail>;

/** The body of every error answer. */
export const RpcErrorBodySchema = z.object({
  error: z.object({
    code: RpcErrorCodeSchema,
    message: z.string(),
    details: z.array(RpcErrorDetailSchema).optional(),
    requestId: z.string().optional(),
  }),
});
export type RpcErrorBody = z.infer<typeof RpcErrorBodySchema>;
