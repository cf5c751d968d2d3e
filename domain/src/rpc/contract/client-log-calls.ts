import { z } from 'zod';
import { OkSchema } from './common.ts';

export const clientLogCalls = {
  /**
   * §7 logMessage: a client-side error or warning for the server log. Rate-limited per address;
   * beyond the limit the answer is still ok and the message is dropped.
   */
  logMessage: {
    payload: z.strictObject({
      level: z.enum(['error', 'warn', 'info']),
      message: z.string().min(1).max(2000),
      path: z.string().startsWith('/').max(500).optional(),
      context: z
        .record(z.string().max(40), z.union([z.string().max(500), z.number(), z.boolean()]))
        .refine((context) => Object.keys(context).length <= 20, 'At most 20 context fields')
        .optional(),
    }),
    response: OkSchema,
  },
};
