import { useRouteContext, useRouter } from '@tanstack/react-router';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@lumen/design-system';
import { formatPrice, routePath } from '@lumen/domain';
import type { RpcPayload } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { basketQuery } from '../../queries/basket-queries.ts';
import { orderDataByCbdQuery } from '../../queries/checkout-queries.ts';
import { shopConfigurationQuery } from '../../queries/shop-queries.ts';
import { ShopLink } from '../routing/shop-link.tsx';

type PageContext = Pick<RouterContext, 'rpc' | 'shop'>;
type Outcome = RpcPayload<'completeSandboxPayment'>['outcome'];

/**
 * The built-in sandbox provider's payment page: the order and its amount, and the three ways a
 * payment can end. Paid leads to the success page; failed or cancelled back to the checkout, where
 * the basket holds the order's items again (the api put them back).
 */
export function PaymentSandboxPage({ cbdToken, step }: { cbdToken: string; step: string }) {
  const { rpc, shop }: PageContext = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const router = useRouter();
  const { data } = useSuspenseQuery(orderDataByCbdQuery(rpc, cbdToken));
  const { data: prices } = useSuspenseQuery(shopConfigurationQuery(rpc));
  const complete = useMutation({
    mutationFn: (outcome: Outcome) => rpc('completeSandboxPayment', { cbdToken, step, outcome }),
    onSuccess: async ({ status }) => {
      if (status === 'paid') {
        await router.navigate({
          href: `${routePath(shop, 'order-success')}?cbd=${encodeURIComponent(cbdToken)}`,
        });
        return;
      }
      await queryClient.invalidateQueries({ queryKey: basketQuery(rpc).queryKey });
      await router.navigate({ href: `${routePath(shop, 'checkout')}?payment=${status}` });
    },
  });
  if (!data) return null;
  const method = data.order.payment[0]?.key;
  return (
    <div className="flex max-w-xl flex-col gap-6">
      <Alert kind="WARNING" description={t('paymentSandbox.notice')} />
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2 rounded-lg border border-border bg-surface p-4">
        <dt className="text-foreground-muted">{t('form_fields.orderId')}</dt>
        <dd>{data.order.id}</dd>
        {method && (
          <>
            <dt className="text-foreground-muted">{t('paymentSandbox.method')}</dt>
            <dd>{t(`footer.paymentMethods.${method}`, { defaultValue: method })}</dd>
          </>
        )}
        <dt className="text-foreground-muted">{t('paymentSandbox.amount')}</dt>
        <dd className="font-semibold" data-slot="sandbox-amount">
          {formatPrice(data.order.cost.withTax, prices)}
        </dd>
      </dl>
      {complete.isError && (
        <Alert
          kind="ERROR"
          description={t('paymentSandbox.failed')}
          action={<ShopLink href={routePath(shop, 'checkout')}>{t('paymentSandbox.toCheckout')}</ShopLink>}
        />
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        {(['success', 'failure', 'cancel'] as const).map((outcome) => (
          <Button
            key={outcome}
            size="lg"
            variant={outcome === 'success' ? 'primary' : 'secondary'}
            disabled={complete.isPending}
            loading={complete.isPending && complete.variables === outcome}
            onClick={() => complete.mutate(outcome)}
          >
            {t(`paymentSandbox.${outcome}`)}
          </Button>
        ))}
      </div>
    </div>
  );
}
