import { z } from 'zod';
import { EntityIdSchema } from './scalars.ts';

/**
 * A redirect as the Storefront API's `Redirect` (`GET`/`POST redirects`). §7: a `target` that is an
 * absolute URL causes a full page load.
 */
export const RedirectSchema = z.object({
  id: EntityIdSchema,
  source: z.string().min(1),
  target: z.string().min(1),
  /** An HTTP redirection status (301, 302, 307, 308). */
  statusCode: z.number().int().min(300).max(399),
});
export type Redirect = z.infer<typeof RedirectSchema>;
