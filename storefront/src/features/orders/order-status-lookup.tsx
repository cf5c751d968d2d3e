import { useRouteContext } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Field, FieldError, FieldLabel, Input, OrderProgress } from '@lumen/design-system';
import { RpcError, checkEmail, checkOrderId, checkRequired } from '@lumen/domain';
import type { RpcResponse } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { EmailField } from '../forms/email-field.tsx';
import { useFieldCheck } from '../forms/use-field-check.ts';
import { OrderPackages } from './order-packages.tsx';
import { useOrderProgressTexts } from './order-status-texts.ts';

type PageContext = Pick<RouterContext, 'rpc' | 'shop'>;
type Lookup = { orderId: string; email: string };

/**
 * §2 the order status page without signing in: the order number (§5: 12 digits) and the order's
 * email address find the order, shown as the account shows it (derived status, progress, packages).
 * A wrong pair is told like an unknown order, as the api answers both alike.
 */
export function OrderStatusLookup() {
  const { rpc, shop }: PageContext = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const check = useFieldCheck();
  const progress = useOrderProgressTexts();
  const resultId = useId();
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const [values, setValues] = useState<Lookup>({ orderId: '', email: '' });
  const [errors, setErrors] = useState<Partial<Lookup>>({});
  const lookup = useMutation({ mutationFn: (payload: Lookup) => rpc('lookupOrderStatus', payload) });
  // Once the result has rendered, the reader goes on with it.
  useEffect(() => {
    if (lookup.data) resultHeading.current?.focus();
  }, [lookup.data]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = {
      orderId: check(checkRequired(values.orderId), checkOrderId(values.orderId)),
      email: check(checkRequired(values.email), checkEmail(values.email)),
    };
    setErrors(found);
    if (found.orderId || found.email || lookup.isPending) return;
    lookup.mutate({ orderId: values.orderId.trim(), email: values.email.trim() });
  }

  const refusal = lookup.error instanceof RpcError ? lookup.error.status : undefined;
  const failure =
    refusal === 404 ? 'orderStatus.notFound' : refusal === 429 ? 'orderStatus.tooMany' : 'orderStatus.failed';
  const result: RpcResponse<'lookupOrderStatus'> | undefined = lookup.data;
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <p>{t('orderStatus.intro')}</p>
      <form
        noValidate
        onSubmit={submit}
        aria-label={t('orderStatus.form')}
        className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4 sm:p-6"
      >
        <Field required invalid={errors.orderId !== undefined}>
          <FieldLabel>{t('form_fields.orderId')}</FieldLabel>
          <Input
            name="orderId"
            inputMode="numeric"
            autoComplete="off"
            value={values.orderId}
            onChange={(event) => setValues({ ...values, orderId: event.target.value })}
          />
          {errors.orderId && <FieldError>{errors.orderId}</FieldError>}
        </Field>
        <EmailField
          value={values.email}
          onChange={(email) => setValues({ ...values, email })}
          error={errors.email}
        />
        <Button type="submit" loading={lookup.isPending} className="self-start">
          {t('orderStatus.submit')}
        </Button>
      </form>
      {lookup.isError && <Alert kind="ERROR" description={t(failure)} data-slot="order-status-failure" />}
      {result && (
        <section aria-labelledby={resultId} className="flex flex-col gap-4" data-slot="order-status-result">
          <h2 id={resultId} ref={resultHeading} tabIndex={-1} className="text-xl font-semibold">
            {t('orderStatus.result', { orderId: result.orderId })}
          </h2>
          <p data-slot="order-status">
            {t('orders.detail.status')}: <strong>{t(`orders.status.${result.status}`)}</strong>
          </p>
          <OrderProgress status={result.status} {...progress} />
          <OrderPackages packages={result.packages} shop={shop} />
        </section>
      )}
    </div>
  );
}
