import { useRouteContext, useRouter } from '@tanstack/react-router';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Checkbox,
  DeliveryEstimate,
  Field,
  FieldContent,
  FieldDescription,
  FieldError,
  FieldLabel,
  PaymentMethodIcon,
  RadioGroup,
  RadioGroupItem,
} from '@lumen/design-system';
import {
  formatPrice,
  hasStatutoryWithdrawalRight,
  needsCustomerAccount,
  legalPagePath,
  paysOnDelivery,
  reductionLabelOf,
  routePath,
} from '@lumen/domain';
import type { Basket, CarrierKey, PaymentMethodKey, PriceFormatting, RpcPayload } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { basketQuery, checkoutOptionsQuery } from '../../queries/basket-queries.ts';
import { userInfoQuery } from '../../queries/session-queries.ts';
import { shopConfigurationQuery } from '../../queries/shop-queries.ts';
import { basketPageLines } from '../basket/basket-page-model.ts';
import { useBasketItemTexts } from '../basket/use-basket-item-texts.ts';
import { ShopLink } from '../routing/shop-link.tsx';
import { CheckoutAddressStep, keptAddresses } from './checkout-address-step.tsx';
import type { CheckoutAddresses } from './checkout-address-step.tsx';
import {
  basketChangedSince,
  checkoutTotals,
  defaultDeliveryMethod,
  newIdempotencyKey,
  placeOrderFailureOf,
} from './checkout-model.ts';
import type { CheckoutTotals, PlaceOrderFailure } from './checkout-model.ts';

type PageContext = Pick<RouterContext, 'rpc' | 'shop'>;

/** A payment that came back from the provider without money: the order is closed, the basket back. */
export type ReturnedPayment = 'failed' | 'cancelled';

/** What stopped the order (or the payment before), shown at the top of the page. */
type Problem = PlaceOrderFailure | { kind: 'unavailable' | 'paymentFailed' | 'paymentCancelled' };

const problemTexts: Record<Problem['kind'], string> = {
  basketChanged: 'checkout.problems.changed',
  signedOut: 'checkout.problems.signedOut',
  optionsChanged: 'checkout.problems.optionsChanged',
  failed: 'checkout.problems.failed',
  unavailable: 'checkout.problems.unavailable',
  paymentFailed: 'checkout.problems.paymentFailed',
  paymentCancelled: 'checkout.problems.paymentCancelled',
  needsAccount: 'checkout.problems.needsAccount',
};

const returnedPaymentProblem: Record<ReturnedPayment, Problem> = {
  failed: { kind: 'paymentFailed' },
  cancelled: { kind: 'paymentCancelled' },
};

function Step({
  number,
  title,
  headingRef,
  children,
}: {
  number: number;
  title: string;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4 sm:p-6"
    >
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-3 text-lg font-semibold"
      >
        <span
          aria-hidden
          className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent text-sm text-accent-foreground"
        >
          {number}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

function DeliveryStep({
  prices,
  methods,
  value,
  onChange,
}: {
  prices: PriceFormatting;
  methods: readonly {
    key: CarrierKey;
    price: { withTax: number };
    estimate: Basket['packages'][number]['deliveryDate'];
  }[];
  value: CarrierKey | undefined;
  onChange: (key: CarrierKey) => void;
}) {
  const { t } = useTranslation();
  return (
    <Field>
      <FieldLabel className="sr-only">{t('checkout.steps.delivery')}</FieldLabel>
      <RadioGroup
        value={value ?? ''}
        onValueChange={(key) => {
          const picked = methods.find((method) => method.key === key);
          if (picked) onChange(picked.key);
        }}
      >
        {methods.map((method) => (
          <Field key={method.key} orientation="horizontal" data-slot="delivery-method">
            <RadioGroupItem value={method.key} />
            <FieldContent>
              <FieldLabel className="flex w-full justify-between gap-3 font-normal">
                <span>{t(`checkout.carriers.${method.key}`)}</span>
                <span className="font-semibold">
                  {method.price.withTax === 0
                    ? t('checkout.delivery.free')
                    : formatPrice(method.price.withTax, prices)}
                </span>
              </FieldLabel>
              <FieldDescription>
                <DeliveryEstimate
                  size="sm"
                  deliveryDate={method.estimate}
                  shop={prices}
                  label={(dates) => t('checkout.delivery.estimate', { dates })}
                />
              </FieldDescription>
            </FieldContent>
          </Field>
        ))}
      </RadioGroup>
    </Field>
  );
}

function paymentNote(method: PaymentMethodKey): string {
  if (method === 'cash_on_delivery') return 'checkout.payment.cashOnDelivery';
  return paysOnDelivery(method) ? 'checkout.payment.invoice' : 'checkout.payment.redirect';
}

function PaymentStep({
  prices,
  methods,
  value,
  error,
  onChange,
}: {
  prices: PriceFormatting;
  methods: readonly { key: PaymentMethodKey; fee: { withTax: number } }[];
  value: PaymentMethodKey | undefined;
  error: string | undefined;
  onChange: (key: PaymentMethodKey) => void;
}) {
  const { t } = useTranslation();
  return (
    <Field required invalid={error !== undefined} data-slot="payment-methods">
      <FieldLabel className="sr-only">{t('checkout.steps.payment')}</FieldLabel>
      <RadioGroup
        value={value ?? ''}
        onValueChange={(key) => {
          const picked = methods.find((method) => method.key === key);
          if (picked) onChange(picked.key);
        }}
      >
        {methods.map((method) => (
          <Field key={method.key} orientation="horizontal" data-slot="payment-method">
            <RadioGroupItem value={method.key} />
            <FieldContent>
              <FieldLabel className="flex items-center gap-2 font-normal">
                <PaymentMethodIcon method={method.key} size="sm" className="text-accent" />
                {t(`footer.paymentMethods.${method.key}`)}
              </FieldLabel>
              {/* How paying goes on is said for the chosen method; a fee always, as it changes the total. */}
              {(method.key === value || method.fee.withTax > 0) && (
                <FieldDescription>
                  {method.key === value && t(paymentNote(method.key))}
                  {method.fee.withTax > 0 &&
                    ` ${t('checkout.payment.fee', { amount: formatPrice(method.fee.withTax, prices) })}`}
                </FieldDescription>
              )}
            </FieldContent>
          </Field>
        ))}
      </RadioGroup>
      {error && <FieldError>{error}</FieldError>}
    </Field>
  );
}

function Totals({
  totals,
  prices,
  paymentMethod,
}: {
  totals: CheckoutTotals;
  prices: PriceFormatting;
  paymentMethod: PaymentMethodKey | undefined;
}) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-2 text-sm" data-slot="checkout-totals">
      <dt>{t('basketPage.summary.subtotal')}</dt>
      <dd className="text-right">{formatPrice(totals.subtotal, prices)}</dd>
      {totals.reductions.map((reduction) => (
        <div key={`${reduction.category}-${reduction.code ?? ''}`} className="contents text-success">
          <dt>{t(`basketPage.reductions.${reductionLabelOf(reduction)}`, { code: reduction.code ?? '' })}</dt>
          <dd className="text-right">−{formatPrice(reduction.cents, prices)}</dd>
        </div>
      ))}
      <dt>{t('basketPage.summary.delivery')}</dt>
      <dd className="text-right">
        {totals.delivery === null
          ? '–'
          : totals.delivery === 0
            ? t('basketPage.summary.deliveryFree')
            : formatPrice(totals.delivery, prices)}
      </dd>
      {totals.paymentFee > 0 && paymentMethod && (
        <>
          <dt>{t('checkout.review.paymentFee', { method: t(`footer.paymentMethods.${paymentMethod}`) })}</dt>
          <dd className="text-right">{formatPrice(totals.paymentFee, prices)}</dd>
        </>
      )}
      <dt className="border-t border-border pt-2 text-base font-semibold">{t('basketPage.summary.total')}</dt>
      <dd
        data-slot="checkout-total"
        className="border-t border-border pt-2 text-right text-base font-semibold"
      >
        {formatPrice(totals.total, prices)}
      </dd>
      <dt className="col-span-2 text-xs text-foreground-muted">{t('checkout.review.vatIncluded')}</dt>
    </dl>
  );
}

function ReviewItems({ basket, prices }: { basket: Basket; prices: PriceFormatting }) {
  const { shop }: PageContext = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const texts = useBasketItemTexts();
  const lines = basketPageLines(basket, { shop, prices, texts });
  return (
    <ul aria-label={t('checkout.review.items')} className="flex flex-col divide-y divide-border">
      {lines.map((line) => (
        <li key={line.key} className="flex gap-3 py-3" data-slot="checkout-item">
          {line.imageSrc && (
            <img
              src={line.imageSrc}
              alt=""
              width={64}
              height={64}
              className="size-16 shrink-0 object-contain"
            />
          )}
          <div className="min-w-0 flex-1 text-sm">
            {line.brand && <p className="text-foreground-muted">{line.brand}</p>}
            <p className="font-semibold">{line.name}</p>
            {line.subItems.map((sub) => (
              <p key={sub.key} className="text-foreground-muted">
                {sub.label}
              </p>
            ))}
            {line.unavailable && <p className="text-danger">{line.unavailableLabel}</p>}
            <p className="text-foreground-muted">{t('checkout.review.quantity', { count: line.quantity })}</p>
          </div>
          <p className="shrink-0 text-sm font-semibold">{formatPrice(line.lineCents, prices)}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * Places the order: the basket is read again first, and a change since the review (price, quantity,
 * availability) is shown instead of ordering. One idempotency key serves every attempt with the same
 * body, so a double click or a retry after a lost answer makes one order (§7 placeOrder).
 */
function usePlaceOrder(shownBasket: Basket) {
  const { rpc, shop }: PageContext = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const router = useRouter();
  const attempt = useRef<{ body: string; key: string } | undefined>(undefined);
  const mutation = useMutation({
    mutationFn: (payload: RpcPayload<'placeOrder'>) => rpc('placeOrder', payload),
  });

  async function place(body: Omit<RpcPayload<'placeOrder'>, 'idempotencyKey'>): Promise<Problem | undefined> {
    let current: Basket;
    try {
      current = await queryClient.fetchQuery({ ...basketQuery(rpc), staleTime: 0 });
    } catch (error) {
      return placeOrderFailureOf(error);
    }
    if (basketChangedSince(shownBasket, current)) return { kind: 'basketChanged' };
    if (current.items.some((item) => item.status !== 'available')) return { kind: 'unavailable' };
    const text = JSON.stringify(body);
    if (attempt.current?.body !== text) attempt.current = { body: text, key: newIdempotencyKey() };
    try {
      const placed = await mutation.mutateAsync({ ...body, idempotencyKey: attempt.current.key });
      if (placed.next.type === 'redirect' && !placed.next.url.startsWith('/')) {
        // A payment provider's own page: the shop is left for it.
        window.location.assign(placed.next.url);
        return undefined;
      }
      const href =
        placed.next.type === 'redirect'
          ? placed.next.url
          : `${routePath(shop, 'order-success')}?cbd=${encodeURIComponent(placed.cbdToken)}`;
      await router.navigate({ href });
      // The order took the basket: the header's badge and the basket page read it again.
      await queryClient.invalidateQueries({ queryKey: basketQuery(rpc).queryKey });
      return undefined;
    } catch (error) {
      const failure = placeOrderFailureOf(error);
      if (failure.kind === 'basketChanged' || failure.kind === 'optionsChanged') {
        await queryClient.invalidateQueries({
          predicate: (query) =>
            query.queryKey[0] === 'getBasket' || query.queryKey[0] === 'getCheckoutOptions',
        });
      }
      return failure;
    }
  }
  return { place, pending: mutation.isPending };
}

/**
 * §2 /checkout/ on one page, in four numbered steps each with its heading: the addresses (prefilled
 * from the account), the carriers of the market with price and estimate, the market's payment
 * methods with their fees, and the review with the items, what the order will cost (the server's
 * prices only), the terms and the button that places the order. A payment that came back failed or
 * cancelled is said at the top; its items are in the basket again.
 */
export function CheckoutPage({ returnedPayment }: { returnedPayment: ReturnedPayment | undefined }) {
  const { rpc, shop }: PageContext = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const { data: basket } = useSuspenseQuery(basketQuery(rpc));
  const { data: options } = useSuspenseQuery(checkoutOptionsQuery(rpc, basket.cost.withTax));
  const { data: user } = useSuspenseQuery(userInfoQuery(rpc));
  const { data: prices } = useSuspenseQuery(shopConfigurationQuery(rpc));
  const [addresses, setAddresses] = useState<CheckoutAddresses | undefined>(() => keptAddresses(user));
  const [deliveryMethod, setDeliveryMethod] = useState(() => defaultDeliveryMethod(options));
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethodKey>();
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const withdrawal = hasStatutoryWithdrawalRight(shop.country);
  const [errors, setErrors] = useState<{ address?: string; payment?: string; terms?: string }>({});
  const [problem, setProblem] = useState<Problem | undefined>(() =>
    returnedPayment
      ? returnedPaymentProblem[returnedPayment]
      : user.status.isGuestCustomer && needsCustomerAccount(basket.items)
        ? { kind: 'needsAccount' }
        : undefined,
  );
  const addressHeading = useRef<HTMLHeadingElement>(null);
  const deliveryHeading = useRef<HTMLHeadingElement>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const termsId = useId();
  const order = usePlaceOrder(basket);
  const totals = checkoutTotals(basket, options, { deliveryMethod, paymentMethod }, shop.country);
  // What stopped the order is read first: the focus goes to it once it has rendered.
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  async function placeOrder() {
    const found = {
      ...(!addresses && { address: t('checkout.address.missing') }),
      ...(!paymentMethod && { payment: t('checkout.payment.required') }),
      ...(!acceptedTerms && { terms: t('checkout.review.termsRequired') }),
    };
    setErrors(found);
    if (!addresses) {
      setProblem(undefined);
      addressHeading.current?.focus();
      return;
    }
    if (!deliveryMethod || !paymentMethod || !acceptedTerms || order.pending) return;
    setProblem(undefined);
    const failed = await order.place({
      billingAddress: addresses.billing,
      ...(addresses.shipping && { shippingAddress: addresses.shipping }),
      deliveryMethod,
      paymentMethod,
      acceptedTerms: true,
    });
    if (failed) setProblem(failed);
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <div className="flex min-w-0 flex-col gap-6">
        {problem && (
          <div ref={problemRef} tabIndex={-1} data-slot="checkout-problem">
            <Alert
              kind={problem.kind === 'paymentCancelled' ? 'WARNING' : 'ERROR'}
              description={t(problemTexts[problem.kind])}
              action={
                problem.kind === 'signedOut' || problem.kind === 'needsAccount' ? (
                  <ShopLink
                    href={`${routePath(shop, 'signin')}?redirectUrl=${encodeURIComponent(routePath(shop, 'checkout'))}&showBasket=true`}
                  >
                    {t('checkout.signIn')}
                  </ShopLink>
                ) : (
                  <ShopLink href={routePath(shop, 'basket')}>{t('checkout.backToBasket')}</ShopLink>
                )
              }
            />
          </div>
        )}
        <Step number={1} title={t('checkout.steps.address')} headingRef={addressHeading}>
          <CheckoutAddressStep
            shop={shop}
            user={user}
            addresses={addresses}
            onConfirm={(confirmed) => {
              setAddresses(confirmed);
              setErrors((current) => ({ ...current, address: undefined }));
              requestAnimationFrame(() => deliveryHeading.current?.focus());
            }}
            onEdit={() => setAddresses(undefined)}
          />
        </Step>
        <Step number={2} title={t('checkout.steps.delivery')} headingRef={deliveryHeading}>
          <DeliveryStep
            prices={prices}
            methods={options.deliveryMethods}
            value={deliveryMethod}
            onChange={setDeliveryMethod}
          />
        </Step>
        <Step number={3} title={t('checkout.steps.payment')}>
          <PaymentStep
            prices={prices}
            methods={options.paymentMethods}
            value={paymentMethod}
            error={errors.payment}
            onChange={(key) => {
              setPaymentMethod(key);
              setErrors((current) => ({ ...current, payment: undefined }));
            }}
          />
        </Step>
      </div>
      <div className="flex min-w-0 flex-col gap-6 lg:sticky lg:top-4">
        <Step number={4} title={t('checkout.steps.review')}>
          <ReviewItems basket={basket} prices={prices} />
          <Totals totals={totals} prices={prices} paymentMethod={paymentMethod} />
          {errors.address && (
            <p className="text-sm text-danger" data-slot="checkout-address-missing">
              {errors.address}
            </p>
          )}
          <Field orientation="horizontal" required invalid={errors.terms !== undefined} controlId={termsId}>
            <Checkbox
              name="acceptedTerms"
              checked={acceptedTerms}
              onCheckedChange={(checked) => {
                setAcceptedTerms(checked === true);
                if (checked === true) setErrors((current) => ({ ...current, terms: undefined }));
              }}
            />
            <FieldContent>
              <FieldLabel className="font-normal">
                {t(withdrawal ? 'checkout.review.terms' : 'checkout.review.termsNoWithdrawal')}
              </FieldLabel>
              {errors.terms && <FieldError>{errors.terms}</FieldError>}
            </FieldContent>
          </Field>
          <p className="text-sm">
            <ShopLink href={legalPagePath(shop.language, 'terms')} className="underline">
              {t(withdrawal ? 'checkout.review.termsLink' : 'checkout.review.termsLinkNoWithdrawal')}
            </ShopLink>
          </p>
          <p className="text-xs text-foreground-muted">
            {t('checkout.review.privacy')}{' '}
            <ShopLink href={legalPagePath(shop.language, 'privacy')} className="underline">
              {t('checkout.review.privacyLink')}
            </ShopLink>
          </p>
          <Button
            size="lg"
            // The button's words are the law's ("zahlungspflichtig bestellen"): they wrap, never cut.
            className="h-auto min-h-13 py-3 whitespace-normal"
            loading={order.pending}
            onClick={() => void placeOrder()}
            data-slot="place-order"
          >
            {t('checkout.review.placeOrder')}
          </Button>
          <p role="status" className="sr-only">
            {order.pending ? t('checkout.placing') : ''}
          </p>
        </Step>
      </div>
    </div>
  );
}
