import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CbdTokenSchema } from '@lumen/domain';
import { PaymentSandboxPage } from '../../../features/checkout/payment-sandbox-page.tsx';
import { loadOrderByCbd } from '../../../features/checkout/load-order-by-cbd.ts';
import { pageHeadOfRoute } from '../../../features/page/page-head-of-route.ts';
import { PageHeading } from '../../../features/page/page-heading.tsx';
import { firstValue } from '../../../routing/search-schemas.ts';

const token = z.preprocess(firstValue, CbdTokenSchema.optional().catch(undefined));

/** The sandbox payment page's address as placeOrder gave it: the order's token and the signed step. */
const PaymentSandboxSearchSchema = z.object({ cbd: token, step: token });

/**
 * The built-in sandbox payment provider's page (ours; §2 has none): only where the api runs the
 * sandbox provider does placeOrder lead here. An address without an order is the 404 page; the api
 * checks the step when the outcome is reported.
 */
export const Route = createFileRoute('/checkout/payment-sandbox/')({
  validateSearch: PaymentSandboxSearchSchema,
  loaderDeps: ({ search }) => ({ cbd: search.cbd, step: search.step }),
  loader: ({ context, deps }) => loadOrderByCbd(context, deps.step ? deps.cbd : undefined),
  headers: () => ({ 'Cache-Control': 'private, no-store' }),
  head: ({ match }) =>
    pageHeadOfRoute(match.context, {
      routeId: 'payment-sandbox',
      title: match.context.i18n.t('pages.paymentSandbox.title'),
    }),
  component: PaymentSandboxRoute,
});

function PaymentSandboxRoute() {
  const { t } = useTranslation();
  const { cbd, step } = Route.useSearch();
  return (
    <div className="flex flex-col gap-6">
      <PageHeading>{t('pages.paymentSandbox.title')}</PageHeading>
      {cbd && step && <PaymentSandboxPage cbdToken={cbd} step={step} />}
    </div>
  );
}
