import { texts } from '../../catalog/texts.ts';
import type { PageContext } from '../page-context.ts';

/** A legal basis of the GDPR in the way each language cites it; Swiss shops cite none (DSG). */
export function gdprBasis(ctx: PageContext, letter: 'a' | 'b' | 'c' | 'f'): string {
  if (ctx.market.country === 'CH') return '';
  return ctx.t(
    texts(
      ` (Art. 6 Abs. 1 lit. ${letter} DSGVO)`,
      ` (art. 6, par. 1, let. ${letter} RGPD)`,
      ` (art. 6, par. 1, lett. ${letter} GDPR)`,
      ` (art. 6 ust. 1 lit. ${letter} RODO)`,
      ` (čl. 6 odst. 1 písm. ${letter} GDPR)`,
    ),
  );
}
