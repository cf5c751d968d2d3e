import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CbdTokenSchema } from '@lumen/domain';
import { OrderSuccessPage } from '../../features/checkout/order-success-page.tsx';
import { loadOrderByCbd } from '../../features/checkout/load-order-by-cbd.ts';
import { pageHeadOfRoute } from '../../features/page/page-head-of-route.ts';
import { PageHeading } from '../../features/page/page-heading.tsx';
import { firstValue } from '../../routing/search-schemas.ts';

/** §2 /success/?cbd=…: the order's confirmation token; anything else is dropped. */
const SuccessSearchSchema = z.object({
  cbd: z.preprocess(firstValue, CbdTokenSchema.optional().catch(undefined)),
});

/**
 * §2 the order success page, rendered on the server with the order: without a token, or with one
 * that names no order, it is the 404 page. Personal, so never kept by a shared cache.
 */
export const Route = createFileRoute('/success/')({
  validateSearch: SuccessSearchSchema,
  loaderDeps: ({ search }) => ({ cbd: search.cbd }),
  loader: ({ context, deps }) => loadOrderByCbd(context, deps.cbd),
  headers: () => ({ 'Cache-Control': 'private, no-store' }),
  head: ({ match }) =>
    pageHeadOfRoute(match.context, {
      routeId: 'order-success',
      title: match.context.i18n.t('pages.orderSuccess.title'),
    }),
  component: OrderSuccessRoute,
});

function OrderSuccessRoute() {
  const { t } = useTranslation();
  const { cbd } = Route.useSearch();
  return (
    <div className="flex flex-col gap-6">
      <PageHeading>{t('pages.orderSuccess.title')}</PageHeading>
      {cbd && <OrderSuccessPage cbdToken={cbd} />}
    </div>
  );
}
