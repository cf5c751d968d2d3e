import { useRouteContext } from '@tanstack/react-router';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Badge,
  Button,
  ConfirmDialog,
  Field,
  FieldDescription,
  FieldError,
  FieldLabel,
  Input,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  PrescriptionTable,
} from '@lumen/design-system';
import {
  RpcError,
  addDays,
  addMonths,
  maxPauseMonths,
  pauseSubscription,
  routePath,
  subscriptionIntervalsInMonths,
  orderedContactLensFields,
} from '@lumen/domain';
import type { IsoDate, PrescriptionValues, Subscription, SubscriptionInterval } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { subscriptionQuery, subscriptionsQuery } from '../../queries/account-queries.ts';
import { formatShopDate } from '../orders/shop-date.ts';
import { ShopLink } from '../routing/shop-link.tsx';
import { SubscribedProduct, SubscriptionSchedule } from './subscription-list.tsx';

type PageContext = Pick<RouterContext, 'rpc' | 'shop'>;

/** A change of the subscription, as the account's calls take it. */
type Change =
  | { action: 'skip' }
  | { action: 'pause'; until: IsoDate }
  | { action: 'resume' }
  | { action: 'interval'; intervalMonths: SubscriptionInterval }
  | { action: 'cancel' };

const pauseRefusals = {
  pause_in_past: 'subscriptions.pause.inPast',
  pause_too_long: 'subscriptions.pause.tooLong',
} as const;

function ActionPanel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-md border border-border p-4">
      <h3 id={headingId} className="font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * Every change goes to the api and its answer replaces the page's subscription at once; what
 * happened is said in a polite live region. A refusal for the subscription's state (another tab
 * changed it) reads the subscription again and says so.
 */
function useSubscriptionChange(subscription: Subscription, announce: (text: string) => void) {
  const { rpc, shop }: PageContext = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const { id } = subscription;
  return useMutation({
    mutationFn: (change: Change) => {
      switch (change.action) {
        case 'skip':
          return rpc('skipSubscriptionDelivery', { id });
        case 'pause':
          return rpc('pauseSubscription', { id, until: change.until });
        case 'resume':
          return rpc('resumeSubscription', { id });
        case 'interval':
          return rpc('changeSubscriptionInterval', { id, intervalMonths: change.intervalMonths });
        case 'cancel':
          return rpc('cancelSubscription', { id });
      }
    },
    onSuccess: async (changed, change) => {
      queryClient.setQueryData(subscriptionQuery(rpc, id).queryKey, changed);
      const next = changed.nextDeliveryDate ? formatShopDate(changed.nextDeliveryDate, shop) : '';
      const done = {
        skip: t('subscriptions.skip.done', { date: next }),
        pause: t('subscriptions.pause.done', {
          date: changed.pausedUntil ? formatShopDate(changed.pausedUntil, shop) : '',
        }),
        resume: t('subscriptions.resume.done', { date: next }),
        interval: t('subscriptions.interval.done'),
        cancel: t('subscriptions.cancel.done'),
      }[change.action];
      announce(done);
      await queryClient.invalidateQueries({ queryKey: subscriptionsQuery(rpc).queryKey });
    },
    onError: async (error) => {
      if (error instanceof RpcError && error.status === 409) {
        await queryClient.invalidateQueries({ queryKey: subscriptionQuery(rpc, id).queryKey });
      }
    },
  });
}

function PauseForm({
  subscription,
  today,
  pending,
  onPause,
}: {
  subscription: Subscription;
  today: IsoDate;
  pending: boolean;
  onPause: (until: IsoDate) => void;
}) {
  const { t } = useTranslation();
  const [until, setUntil] = useState('');
  const [error, setError] = useState<string>();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // §1 the pause rules are the domain's: after today, at most six months ahead.
    const verdict = pauseSubscription(subscription, until, today);
    if (!verdict.ok) {
      const key =
        verdict.reason in pauseRefusals
          ? pauseRefusals[verdict.reason as keyof typeof pauseRefusals]
          : undefined;
      setError(t(until === '' ? 'validation.required' : (key ?? 'subscriptions.changeFailed')));
      return;
    }
    setError(undefined);
    onPause(until);
  }
  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-3"
      aria-label={t('subscriptions.pause.action')}
    >
      <Field required invalid={error !== undefined}>
        <FieldLabel>{t('subscriptions.pause.label')}</FieldLabel>
        <FieldDescription>{t('subscriptions.pause.hint')}</FieldDescription>
        <Input
          type="date"
          name="until"
          className="max-w-56"
          min={addDays(today, 1)}
          max={addMonths(today, maxPauseMonths)}
          value={until}
          onChange={(event) => setUntil(event.target.value)}
        />
        {error && <FieldError>{error}</FieldError>}
      </Field>
      <Button type="submit" variant="secondary" className="self-start" loading={pending}>
        {t('subscriptions.pause.action')}
      </Button>
    </form>
  );
}

function IntervalForm({
  subscription,
  pending,
  onChange,
}: {
  subscription: Subscription;
  pending: boolean;
  onChange: (months: SubscriptionInterval) => void;
}) {
  const { t } = useTranslation();
  const [months, setMonths] = useState<SubscriptionInterval>(subscription.intervalMonths);
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      aria-label={t('subscriptions.interval.action')}
      onSubmit={(event) => {
        event.preventDefault();
        if (months !== subscription.intervalMonths) onChange(months);
      }}
    >
      <Field>
        <FieldLabel>{t('subscriptions.intervalLabel')}</FieldLabel>
        <Select
          name="intervalMonths"
          value={String(months)}
          onValueChange={(value) => {
            const picked = subscriptionIntervalsInMonths.find((option) => String(option) === value);
            if (picked) setMonths(picked);
          }}
        >
          <SelectTrigger className="max-w-56">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {subscriptionIntervalsInMonths.map((option) => (
              <SelectItem key={option} value={String(option)}>
                {t('subscriptions.every', { count: option })}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>
      <Button
        type="submit"
        variant="secondary"
        className="self-start"
        loading={pending}
        disabled={months === subscription.intervalMonths}
      >
        {t('subscriptions.interval.action')}
      </Button>
    </form>
  );
}

function CancelSubscription({ onCancel }: { onCancel: () => Promise<unknown> }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      trigger={<Button variant="secondary">{t('subscriptions.cancel.action')}</Button>}
      title={t('subscriptions.cancel.title')}
      description={t('subscriptions.cancel.text')}
      confirmLabel={t('subscriptions.cancel.confirm')}
      keepLabel={t('subscriptions.cancel.keep')}
      closeLabel={t('overlay.close')}
      onConfirm={onCancel}
    />
  );
}

/**
 * §2 /account/subscriptions/{id}/: the subscription's product, state and schedule, and what the
 * customer can do with it in its state (§1 saving subscription): skip the next delivery, pause up to
 * six months, resume, change the interval, cancel (asked again first). A cancelled one only shows.
 */
export function SubscriptionDetail({ id, today }: { id: string; today: IsoDate }) {
  const { rpc, shop }: PageContext = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const { data: subscription } = useSuspenseQuery(subscriptionQuery(rpc, id));
  const [announcement, setAnnouncement] = useState('');
  if (!subscription) return null;
  return (
    <SubscriptionActions
      subscription={subscription}
      today={today}
      announcement={announcement}
      announce={setAnnouncement}
      back={
        <ShopLink
          href={routePath(shop, 'account-subscriptions')}
          className="self-start text-sm underline underline-offset-4"
        >
          {t('subscriptions.back')}
        </ShopLink>
      }
    />
  );
}

function SubscriptionActions({
  subscription,
  today,
  announcement,
  announce,
  back,
}: {
  subscription: Subscription;
  today: IsoDate;
  announcement: string;
  announce: (text: string) => void;
  back: ReactNode;
}) {
  const { t } = useTranslation();
  const change = useSubscriptionChange(subscription, announce);
  const failed = change.isError;
  const pending = (action: Change['action']) => change.isPending && change.variables.action === action;
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      {back}
      <p role="status" aria-live="polite" data-slot="subscription-announcement" className="empty:hidden">
        {announcement}
      </p>
      {failed && <Alert kind="ERROR" description={t('subscriptions.changeFailed')} />}
      <section className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <SubscribedProduct productId={subscription.productId} />
          <Badge data-slot="subscription-status">{t(`subscriptions.status.${subscription.status}`)}</Badge>
        </div>
        <SubscriptionSchedule subscription={subscription} />
        {subscription.prescriptionValues && <LensValues values={subscription.prescriptionValues} />}
      </section>
      {subscription.status === 'cancelled' ? (
        <p className="text-foreground-muted">{t('subscriptions.cancelledNote')}</p>
      ) : (
        <section className="flex flex-col gap-4">
          <h2 className="text-lg font-semibold">{t('subscriptions.manage')}</h2>
          <div className="flex flex-wrap gap-3">
            {subscription.status === 'active' ? (
              <Button
                variant="secondary"
                loading={pending('skip')}
                onClick={() => change.mutate({ action: 'skip' })}
              >
                {t('subscriptions.skip.action')}
              </Button>
            ) : (
              <Button
                variant="secondary"
                loading={pending('resume')}
                onClick={() => change.mutate({ action: 'resume' })}
              >
                {t('subscriptions.resume.action')}
              </Button>
            )}
            <CancelSubscription onCancel={() => change.mutateAsync({ action: 'cancel' })} />
          </div>
          {subscription.status === 'active' && (
            <ActionPanel title={t('subscriptions.pause.action')}>
              <PauseForm
                subscription={subscription}
                today={today}
                pending={pending('pause')}
                onPause={(until) => change.mutate({ action: 'pause', until })}
              />
            </ActionPanel>
          )}
          <ActionPanel title={t('subscriptions.interval.action')}>
            <IntervalForm
              key={subscription.intervalMonths}
              subscription={subscription}
              pending={pending('interval')}
              onChange={(intervalMonths) => change.mutate({ action: 'interval', intervalMonths })}
            />
          </ActionPanel>
        </section>
      )}
    </div>
  );
}

/** The values the subscribed lenses are made in, per eye, as they were ordered. */
function LensValues({ values }: { values: PrescriptionValues }) {
  const { t } = useTranslation();
  return (
    <PrescriptionTable
      data-slot="subscription-lens-values"
      caption={t('basketPage.prescriptionCaption')}
      columns={orderedContactLensFields(values).map((field) => ({
        field,
        label: t(`basketPage.prescriptionColumns.${field}.short`),
        accessibleLabel: t(`basketPage.prescriptionColumns.${field}.full`),
      }))}
      eyes={[
        { label: t('basketPage.right'), values: values.right },
        { label: t('basketPage.left'), values: values.left },
      ]}
    />
  );
}
