import type { ProcedureTable } from '../rpc/define-procedure.ts';
import { accountProcedures } from './account/index.ts';
import { basketProcedures } from './basket/index.ts';
import { branchProcedures } from './branch/index.ts';
import { catalogProcedures } from './catalog/index.ts';
import { checkoutProcedures } from './checkout/index.ts';
import { clientLogProcedures } from './client-log/index.ts';
import { contentProcedures } from './content/index.ts';
import { newsletterProcedures } from './newsletter/index.ts';
import { productPageProcedures } from './product-page/index.ts';
import { searchProcedures } from './search/index.ts';
import { sessionProcedures } from './session/index.ts';
import { shopProcedures } from './shop/index.ts';
import { subscriptionCancellationProcedures } from './subscription-cancellation/index.ts';
import { wishlistProcedures } from './wishlist/index.ts';

/** The handlers of the RPC contract's calls (§7) that this api serves, one folder per contract group. */
export const procedures: ProcedureTable = {
  ...shopProcedures,
  ...sessionProcedures,
  ...basketProcedures,
  ...wishlistProcedures,
  ...catalogProcedures,
  ...productPageProcedures,
  ...searchProcedures,
  ...checkoutProcedures,
  ...accountProcedures,
  ...branchProcedures,
  ...contentProcedures,
  ...clientLogProcedures,
  ...newsletterProcedures,
  ...subscriptionCancellationProcedures,
};
