import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CbdTokenSchema } from '@lumen/domain';
import { pageHeadOfRoute } from '../../features/page/page-head-of-route.ts';
import { PageHeading } from '../../features/page/page-heading.tsx';
import { firstValue } from '../../routing/search-schemas.ts';

/** §2 /success/?cbd=…: the order's confirmation token; anything else is dropped. */
const SuccessSearchSchema = z.object({
  cbd: z.preprocess(firstValue, CbdTokenSchema.optional().catch(undefined)),
});

export const Route = createFileRoute('/success/')({
  validateSearch: SuccessSearchSchema,
  head: ({ match }) =>
    pageHeadOfRoute(match.context, {
      routeId: 'order-success',
      title: match.context.i18n.t('pages.orderSuccess.title'),
    }),
  component: OrderSuccessPage,
});

function OrderSuccessPage() {
  const { t } = useTranslation();
  return <PageHeading>{t('pages.orderSuccess.title')}</PageHeading>;
}
