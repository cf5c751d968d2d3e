import { useRouteContext } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Field, FieldError, FieldLabel, Input } from '@lumen/design-system';
import { checkEmail, checkRequired, routePath } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { EmailField } from '../forms/email-field.tsx';
import { useFieldCheck } from '../forms/use-field-check.ts';
import { ShopLink } from '../routing/shop-link.tsx';

type PageContext = Pick<RouterContext, 'rpc' | 'shop'>;
type Request = { subscriptionId: string; email: string };

/**
 * §2 /spar-abo/kuendigung/: cancelling a saving subscription without signing in. The answer is the
 * same whether or not the number and the email belong together (the api never tells): the owner
 * learns the outcome by mail.
 */
export function SubscriptionCancellationForm() {
  const { rpc, shop }: PageContext = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const check = useFieldCheck();
  const [values, setValues] = useState<Request>({ subscriptionId: '', email: '' });
  const [errors, setErrors] = useState<Partial<Request>>({});
  const request = useMutation({
    mutationFn: (payload: Request) => rpc('requestSubscriptionCancellation', payload),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = {
      subscriptionId: check(checkRequired(values.subscriptionId)),
      email: check(checkRequired(values.email), checkEmail(values.email)),
    };
    setErrors(found);
    if (found.subscriptionId || found.email || request.isPending) return;
    request.mutate({ subscriptionId: values.subscriptionId.trim(), email: values.email.trim() });
  }

  if (request.isSuccess) {
    return (
      <div
        data-slot="subscription-cancellation-done"
        className="max-w-2xl"
        tabIndex={-1}
        ref={(node) => node?.focus()}
      >
        <Alert kind="CONFIRM" description={t('subscriptionCancellation.done')} />
      </div>
    );
  }
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <p>{t('subscriptionCancellation.intro')}</p>
      <form
        noValidate
        onSubmit={submit}
        aria-label={t('subscriptionCancellation.form')}
        className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4 sm:p-6"
      >
        <Field required invalid={errors.subscriptionId !== undefined}>
          <FieldLabel>{t('subscriptionCancellation.subscriptionId')}</FieldLabel>
          <Input
            name="subscriptionId"
            autoComplete="off"
            maxLength={64}
            value={values.subscriptionId}
            onChange={(event) => setValues({ ...values, subscriptionId: event.target.value })}
          />
          {errors.subscriptionId && <FieldError>{errors.subscriptionId}</FieldError>}
        </Field>
        <EmailField
          value={values.email}
          onChange={(email) => setValues({ ...values, email })}
          error={errors.email}
        />
        <Button type="submit" loading={request.isPending} className="self-start">
          {t('subscriptionCancellation.submit')}
        </Button>
      </form>
      {request.isError && <Alert kind="ERROR" description={t('subscriptionCancellation.failed')} />}
      <p className="text-sm">
        {t('subscriptionCancellation.account')}{' '}
        <ShopLink href={routePath(shop, 'account-subscriptions')} className="underline underline-offset-4">
          {t('pages.accountSubscriptions.title')}
        </ShopLink>
      </p>
    </div>
  );
}
