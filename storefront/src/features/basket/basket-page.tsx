import { useRouteContext } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  AvailabilityLine,
  BasketItemCard,
  Button,
  DeliveryEstimate,
  Field,
  FieldError,
  FieldLabel,
  Input,
  Price,
  QuantityStepper,
  useToast,
} from '@lumen/design-system';
import { useProductCardTexts } from '@lumen/cms-blocks';
import {
  attributeLabel,
  basketCount,
  formatNumber,
  formatPrice,
  itemGroupsToRemove,
  needsCustomerAccount,
  orderedContactLensFields,
  reductionLabelOf,
  routePath,
} from '@lumen/domain';
import type { Basket, PriceFormatting, Product } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import {
  addToBasketMutation,
  basketQuery,
  checkoutOptionsQuery,
  currentPromotionsQuery,
  giftProductsQuery,
  removeBasketItemMutation,
  updateBasketItemMutation,
  voucherMutation,
  wishlistQuery,
} from '../../queries/basket-queries.ts';
import { userQuery } from '../../queries/session-queries.ts';
import { shopConfigurationQuery } from '../../queries/shop-queries.ts';
import { actionErrorMessageKey } from '../errors/action-error.ts';
import { useActionErrorToast } from '../errors/use-action-error-toast.ts';
import { ShopLink } from '../routing/shop-link.tsx';
import { SearchFallback } from '../search/search-fallback.tsx';
import { appliedVoucherCodes, basketPageLines, basketTotals, giftState } from './basket-page-model.ts';
import type { BasketPageLine, ReductionLine } from './basket-page-model.ts';
import { withQuantity, withoutItems } from './optimistic-basket.ts';
import { useBasketItemTexts } from './use-basket-item-texts.ts';

type PageContext = Pick<RouterContext, 'rpc' | 'shop'>;

function usePageContext(): PageContext {
  return useRouteContext({ from: '__root__' });
}

/** The prescription table's columns, in the order an optician writes them. */
const prescriptionFields = ['sphere', 'cylinder', 'axis', 'addition', 'pd'] as const;

/** Every basket change runs after the one before (a double click never races a line twice). */
const basketScope = { id: 'basket-page' };

/**
 * The basket's changes, optimistic: the page and the header's badge move at once, the api's answer
 * replaces the guess, a refusal puts the last basket back and shows the §8 reason as an alert
 * toast. `announce` tells the live region what happened.
 */
function useBasketChanges(announce: (text: string) => void) {
  const { rpc } = usePageContext();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const { toast } = useToast();
  const showError = useActionErrorToast();
  const basketKey = basketQuery(rpc).queryKey;

  async function guess(change: (basket: Basket) => Basket) {
    await queryClient.cancelQueries({ queryKey: basketKey });
    const previous = queryClient.getQueryData<Basket>(basketKey);
    if (previous) queryClient.setQueryData(basketKey, change(previous));
    return { previous };
  }
  function rollback(context: { previous: Basket | undefined } | undefined) {
    if (context?.previous) queryClient.setQueryData(basketKey, context.previous);
  }

  const update = useMutation({
    mutationKey: updateBasketItemMutation(rpc).mutationKey,
    mutationFn: ({ itemKey, quantity }: { itemKey: string; quantity: number; name: string }) =>
      rpc('updateBasketItem', { itemKey, quantity }),
    scope: basketScope,
    onMutate: ({ itemKey, quantity }) => guess((basket) => withQuantity(basket, itemKey, quantity)),
    onError: (error, _payload, context) => {
      rollback(context);
      showError(error, 'basketUpdate');
    },
    onSuccess: ({ itemErrors, ...basket }, { itemKey, name }) => {
      queryClient.setQueryData(basketKey, basket);
      const item = basket.items.find((candidate) => candidate.key === itemKey);
      if (itemErrors.some((error) => error.kind === 'ItemAddedWithReducedQuantity')) {
        toast({
          id: 'basket-reduced',
          kind: 'WARNING',
          title: t('actionErrors.basketUpdate.title'),
          description: t('actionErrors.basketUpdate.reducedQuantity'),
        });
      }
      if (item) announce(t('basketPage.announce.updated', { name, count: item.quantity }));
    },
  });

  const remove = useMutation({
    mutationKey: removeBasketItemMutation(rpc).mutationKey,
    scope: basketScope,
    onMutate: ({ itemKeys }) => guess((basket) => withoutItems(basket, itemKeys)),
    mutationFn: ({ itemKey }: { itemKey: string; itemKeys: readonly string[]; name: string }) =>
      rpc('removeItemFromBasket', { itemKey }),
    onError: (error, _payload, context) => {
      rollback(context);
      showError(error, 'basketRemove');
    },
    onSuccess: (basket, { name }) => {
      queryClient.setQueryData(basketKey, basket);
      announce(t('basketPage.announce.removed', { name }));
    },
  });

  const moveToWishlist = useMutation({
    mutationKey: ['moveToWishlist'],
    scope: basketScope,
    onMutate: (line) => guess((basket) => withoutItems(basket, line.itemKeys)),
    mutationFn: async (line: Pick<BasketPageLine, 'key' | 'itemKeys' | 'variantId' | 'name'>) => {
      // The variant the shopper chose (size, power); §8 allows one id, never both.
      const wishlist = await rpc('addItemToWishlist', { variantId: line.variantId }).catch(
        (error: unknown) => {
          // §8 409: already on the wishlist, which is what was asked for.
          if (actionErrorMessageKey('wishlistAdd', error).endsWith('alreadyPresent')) return undefined;
          throw error;
        },
      );
      if (wishlist) queryClient.setQueryData(wishlistQuery(rpc).queryKey, wishlist);
      return rpc('removeItemFromBasket', { itemKey: line.key });
    },
    onError: (error, _line, context) => {
      rollback(context);
      showError(error, 'wishlistAdd');
    },
    onSuccess: (basket, line) => {
      queryClient.setQueryData(basketKey, basket);
      toast({
        id: 'basket-moved',
        kind: 'CONFIRM',
        title: t('basketPage.movedTitle'),
        description: t('basketPage.announce.moved', { name: line.name }),
      });
    },
  });

  return { update, remove, moveToWishlist };
}

/** The alert under a card: why it cannot be ordered as it is (§2, §8). */
function alertOf(line: BasketPageLine) {
  return line.unavailable ? { kind: 'ERROR' as const, title: line.unavailableLabel } : undefined;
}

function ReductionList({
  reductions,
  prices,
}: {
  reductions: readonly ReductionLine[];
  prices: PriceFormatting;
}) {
  const { t } = useTranslation();
  if (reductions.length === 0) return null;
  return (
    <ul data-slot="basket-line-reductions" className="flex flex-col gap-0.5 text-xs font-normal text-success">
      {reductions.map((reduction) => (
        <li key={`${reduction.category}-${reduction.code ?? ''}`}>
          {t('basketPage.reductionLine', {
            label: t(`basketPage.reductions.${reductionLabelOf(reduction)}`, { code: reduction.code ?? '' }),
            amount: formatPrice(reduction.cents, prices),
          })}
        </li>
      ))}
    </ul>
  );
}

function BasketArticle({
  line,
  prices,
  changes,
}: {
  line: BasketPageLine;
  prices: PriceFormatting;
  changes: ReturnType<typeof useBasketChanges>;
}) {
  const { t } = useTranslation();
  const texts = useProductCardTexts();
  const removing = changes.remove.isPending && changes.remove.variables.itemKey === line.key;
  const moving = changes.moveToWishlist.isPending && changes.moveToWishlist.variables.key === line.key;
  const busy = removing || moving;
  const values = line.prescriptionValues;
  const lensColour = line.eyes && (values?.right.contactLensColor ?? values?.left.contactLensColor);
  const attributes = [
    ...(line.attributes ?? []),
    ...(line.eyes
      ? [
          {
            label: t('basketPage.eyes'),
            value: `${t('basketPage.eyeRight', { count: line.eyes.right })} · ${t('basketPage.eyeLeft', { count: line.eyes.left })}`,
          },
        ]
      : []),
    ...(lensColour
      ? [{ label: t('basketPage.lensColour'), value: t(`contactLens.colours.${lensColour}`) }]
      : []),
    ...(line.subscriptionMonths
      ? [
          {
            label: t('basketPage.subscription'),
            value: t('subscriptions.every', { count: line.subscriptionMonths }),
          },
        ]
      : []),
  ];
  return (
    <BasketItemCard
      data-item-key={line.key}
      image={line.imageSrc ? <img src={line.imageSrc} alt="" width={160} height={214} /> : <span />}
      brand={line.brand}
      name={
        line.href ? (
          <ShopLink href={line.href} className="hover:underline">
            {line.name}
          </ShopLink>
        ) : (
          line.name
        )
      }
      attributes={attributes}
      details={
        <>
          {line.promotion && (
            <p
              data-slot="basket-line-promotion"
              className="border-l-4 pl-2 font-semibold"
              style={{ borderColor: line.promotion.backgroundColour ?? line.promotion.colour }}
            >
              {line.promotion.headline}
            </p>
          )}
          <AvailabilityLine
            size="sm"
            stock={line.stock}
            labels={{
              immediately_available: t('product.availability.immediately_available'),
              available_soon: (count) => t('product.availability.available_soon', { count }),
              available_as_soon_as_possible: t('product.availability.available_as_soon_as_possible'),
              not_available: t('product.availability.not_available'),
            }}
          />
          {line.deliveryDate && (
            <DeliveryEstimate
              size="sm"
              deliveryDate={line.deliveryDate}
              shop={prices}
              label={(dates) => t('product.delivery', { dates })}
            />
          )}
          {line.editHref && (
            <ShopLink
              href={line.editHref}
              data-slot="basket-edit-prescription"
              aria-label={t('basketPage.editPrescriptionLabel', { name: line.name })}
              className="self-start text-sm font-semibold text-accent underline underline-offset-2"
            >
              {t('basketPage.editPrescription')}
            </ShopLink>
          )}
        </>
      }
      quantity={
        line.quantityFixed ? (
          <span>
            {t('basketPage.quantity')}: {line.quantity}
          </span>
        ) : (
          <QuantityStepper
            size="sm"
            label={t('basketPage.quantity')}
            decrementLabel={t('basketPage.decrement')}
            incrementLabel={t('basketPage.increment')}
            announce={(count) => t('basketPage.quantityAnnounce', { count })}
            value={Math.min(line.quantity, line.maxQuantity)}
            min={1}
            max={line.maxQuantity}
            disabled={busy}
            onValueChange={(quantity) => {
              if (quantity !== line.quantity) {
                changes.update.mutate({ itemKey: line.key, quantity, name: line.name });
              }
            }}
          />
        )
      }
      price={
        <div className="flex flex-col items-end gap-1">
          <Price
            size="sm"
            cents={line.lineCents}
            shop={prices}
            originalCents={line.originalLineCents}
            originalLabel={texts.originalLabel}
            currentLabel={texts.currentLabel}
            lowestPriorCents={line.lowestPriorCents}
            lowestPriorLabel={texts.lowestPriorLabel}
          />
          {line.quantity > 1 && (
            <span className="text-xs font-normal text-foreground-muted">
              {t('basketPage.unitPrice', { price: formatPrice(line.unitCents, prices) })}
            </span>
          )}
          <ReductionList reductions={line.reductions} prices={prices} />
        </div>
      }
      removeLabel={t('basketPage.remove')}
      removing={removing}
      onRemove={() => {
        if (busy) return;
        changes.remove.mutate({ itemKey: line.key, itemKeys: line.itemKeys, name: line.name });
      }}
      secondaryAction={
        <Button
          variant="ghost"
          size="sm"
          loading={moving}
          disabled={busy}
          onClick={() => changes.moveToWishlist.mutate(line)}
        >
          {t('basketPage.moveToWishlist')}
        </Button>
      }
      unavailable={line.unavailable ?? false}
      alert={alertOf(line)}
      {...(line.eyes &&
        values && {
          prescription: {
            toggleLabel: t('basketPage.lensValues'),
            subItems: [],
            values: {
              caption: t('basketPage.prescriptionCaption'),
              columns: orderedContactLensFields(values).map((field) => ({
                field,
                label: t(`basketPage.prescriptionColumns.${field}.short`),
                accessibleLabel: t(`basketPage.prescriptionColumns.${field}.full`),
              })),
              eyes: [
                { label: t('basketPage.right'), values: values.right },
                { label: t('basketPage.left'), values: values.left },
              ],
            },
          },
        })}
      {...(line.subItems.length > 0 && {
        prescription: {
          toggleLabel: t('basketPage.lensOptions'),
          subItems: line.subItems.map((sub) => ({
            id: sub.key,
            label: sub.label,
            value: '',
            price: formatPrice(sub.cents, prices),
          })),
          ...(values && {
            values: {
              caption: t('basketPage.prescriptionCaption'),
              columns: prescriptionFields.map((field) => ({
                field,
                label: t(`basketPage.prescriptionColumns.${field}.short`),
                accessibleLabel: t(`basketPage.prescriptionColumns.${field}.full`),
              })),
              eyes: [
                { label: t('basketPage.right'), values: values.right ?? {} },
                { label: t('basketPage.left'), values: values.left ?? {} },
              ],
            },
          }),
        },
      })}
    />
  );
}

/** §2 voucher entry: apply a code, see the applied ones and take them off; refusals told by §8 kind. */
function VoucherEntry({ basket, announce }: { basket: Basket; announce: (text: string) => void }) {
  const { rpc } = usePageContext();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const headingId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const voucher = useMutation({
    ...voucherMutation(rpc),
    scope: basketScope,
    onSuccess: (answer, { code: applied, apply }) => {
      queryClient.setQueryData(basketQuery(rpc).queryKey, answer);
      setError(undefined);
      if (apply) setCode('');
      announce(t(apply ? 'basketPage.voucher.applied' : 'basketPage.voucher.removed', { code: applied }));
    },
    onError: (failure, { apply }) => {
      setError(t(actionErrorMessageKey(apply ? 'voucherApply' : 'voucherRemove', failure)));
    },
  });
  const applied = appliedVoucherCodes(basket);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed === '') {
      setError(t('basketPage.voucher.required'));
      return;
    }
    if (voucher.isPending) return;
    voucher.mutate({ code: trimmed, apply: true });
  }

  return (
    <section aria-labelledby={headingId} data-slot="basket-voucher" className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('basketPage.voucher.heading')}
      </h2>
      <form onSubmit={submit} noValidate className="flex items-end gap-2">
        <Field invalid={error !== undefined} className="flex-1">
          <FieldLabel>{t('basketPage.voucher.label')}</FieldLabel>
          <Input
            name="voucher"
            autoComplete="off"
            autoCapitalize="characters"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          {error && <FieldError>{error}</FieldError>}
        </Field>
        <Button type="submit" variant="secondary" loading={voucher.isPending && voucher.variables.apply}>
          {t('basketPage.voucher.apply')}
        </Button>
      </form>
      {applied.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {applied.map((applied) => (
            <li key={applied}>
              <Button
                variant="ghost"
                size="sm"
                loading={voucher.isPending && !voucher.variables.apply && voucher.variables.code === applied}
                onClick={() => voucher.mutate({ code: applied, apply: false })}
              >
                {t('basketPage.voucher.remove', { code: applied })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The gift's product name; undefined while the names load or when the variant is not sold. */
function giftName(
  gifts: readonly { variantId: number; product: Product }[] | undefined,
  variantId: number,
): string | undefined {
  const product = gifts?.find((gift) => gift.variantId === variantId)?.product;
  return product && attributeLabel(product.attributes, 'name');
}

/** §4 gift promotion: what remains (floored at 0), the gift to choose, or the gift won. */
function GiftPanel({
  basket,
  prices,
  announce,
}: {
  basket: Basket;
  prices: PriceFormatting;
  announce: (text: string) => void;
}) {
  const { rpc } = usePageContext();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const showError = useActionErrorToast();
  const promotions = useQuery(currentPromotionsQuery(rpc));
  const add = useMutation({
    ...addToBasketMutation(rpc),
    scope: basketScope,
    onError: (error) => showError(error, 'basketAdd'),
    onSuccess: ({ itemErrors: _errors, ...answer }) => {
      queryClient.setQueryData(basketQuery(rpc).queryKey, answer);
      announce(t('basketPage.gift.added'));
    },
  });
  const state = promotions.data ? giftState(promotions.data, basket.items) : ({ kind: 'none' } as const);
  const gifts = useQuery(giftProductsQuery(rpc, state.kind === 'choose' ? state.variantIds : []));
  if (state.kind === 'none') return null;
  const { label, progress } = state;
  return (
    <section
      data-slot="basket-gift"
      aria-label={label.headline}
      className="flex flex-col gap-2 rounded-lg border border-l-4 border-border bg-surface p-4"
      style={{ borderLeftColor: label.backgroundColour ?? label.colour }}
    >
      <p className="font-semibold">{label.headline}</p>
      {state.kind === 'progress' && (
        <p className="text-sm">
          {progress.remainingAmount > 0
            ? t('basketPage.gift.progressAmount', { amount: formatPrice(progress.remainingAmount, prices) })
            : t('basketPage.gift.progressQuantity', { count: progress.remainingQuantity })}
        </p>
      )}
      {state.kind === 'won' && <p className="text-sm">{t('basketPage.gift.won')}</p>}
      {state.kind === 'choose' && (
        <>
          <p className="text-sm">{t('basketPage.gift.choose')}</p>
          <ul className="flex min-w-0 flex-wrap gap-2">
            {state.variantIds.map((variantId, index) => {
              const name = giftName(gifts.data, variantId);
              return (
                <li key={variantId} className="max-w-full">
                  <Button
                    size="sm"
                    variant="secondary"
                    // A gift's name can be long: it wraps rather than running off a phone's screen.
                    className="h-auto min-h-9 py-1.5 text-left whitespace-normal"
                    loading={add.isPending && add.variables.variantId === variantId}
                    disabled={add.isPending}
                    onClick={() => add.mutate({ variantId, quantity: 1, promotionId: progress.promotion.id })}
                  >
                    {name
                      ? t('basketPage.gift.addNamed', { name })
                      : t('basketPage.gift.add', { number: index + 1 })}
                  </Button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

/**
 * §4/§8 the prescription groups that cannot be ordered (incomplete, or a member short of stock), each
 * as an alert naming the product and the available quantity, with the action that removes the
 * whole group (its main item or a required member takes the group along, §3).
 */
function GroupRemovalAlerts({
  basket,
  lines,
  changes,
}: {
  basket: Basket;
  lines: readonly BasketPageLine[];
  changes: ReturnType<typeof useBasketChanges>;
}) {
  const { t } = useTranslation();
  const removals = itemGroupsToRemove(basket.items);
  if (removals.length === 0) return null;
  return (
    <div data-slot="basket-group-removals" className="flex flex-col gap-3">
      {removals.map((removal) => {
        const first = removal.itemKeys[0] ?? '';
        const name = removal.productName || (lines.find((line) => line.itemKeys.includes(first))?.name ?? '');
        const main = lines.find((line) => line.itemKeys.includes(first))?.key ?? first;
        return (
          <Alert
            key={removal.groupId}
            kind="WARNING"
            title={t('basketPage.groupRemoval.title')}
            description={
              removal.reason === 'incomplete'
                ? t('basketPage.groupRemoval.incomplete', { name })
                : t('basketPage.groupRemoval.insufficient', { name, count: removal.availableQuantity })
            }
            action={
              <Button
                size="sm"
                variant="secondary"
                loading={changes.remove.isPending && changes.remove.variables.itemKey === main}
                onClick={() => changes.remove.mutate({ itemKey: main, itemKeys: removal.itemKeys, name })}
              >
                {t('basketPage.groupRemoval.remove')}
              </Button>
            }
          />
        );
      })}
    </div>
  );
}

/** §2 totals and the checkout entry (signed in: checkout; guest or anonymous: as guest or sign in). */
function BasketSummary({
  basket,
  prices,
  blocked,
}: {
  basket: Basket;
  prices: PriceFormatting;
  blocked: boolean;
}) {
  const { rpc, shop } = usePageContext();
  const { t } = useTranslation();
  const headingId = useId();
  const options = useQuery(checkoutOptionsQuery(rpc, basket.cost.withTax));
  const user = useQuery(userQuery(rpc));
  const delivery = options.data?.deliveryMethods.reduce<number | null>(
    (cheapest, method) =>
      cheapest === null ? method.price.withTax : Math.min(cheapest, method.price.withTax),
    null,
  );
  const totals = basketTotals(basket, delivery ?? null, shop.country);
  const checkout = routePath(shop, 'checkout');
  const signIn = `${routePath(shop, 'signin')}?redirectUrl=${encodeURIComponent(checkout)}&showBasket=true`;
  const customer = user.data && !user.data.status.isGuestCustomer;
  const rate = formatNumber(totals.vatRate * 100, prices, { maximumFractionDigits: 2 });
  return (
    <section
      aria-labelledby={headingId}
      data-slot="basket-summary"
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {t('basketPage.summary.heading')}
      </h2>
      <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-2 text-sm">
        <dt>{t('basketPage.summary.subtotal')}</dt>
        <dd className="text-right">{formatPrice(totals.subtotal, prices)}</dd>
        {totals.reductions.map((reduction) => (
          <div key={`${reduction.category}-${reduction.code ?? ''}`} className="contents text-success">
            <dt>
              {t(`basketPage.reductions.${reductionLabelOf(reduction)}`, { code: reduction.code ?? '' })}
            </dt>
            <dd className="text-right">−{formatPrice(reduction.cents, prices)}</dd>
          </div>
        ))}
        <dt>{t('basketPage.summary.delivery')}</dt>
        <dd className="text-right">
          {totals.delivery === null
            ? t('basketPage.summary.deliveryAtCheckout')
            : totals.delivery === 0
              ? t('basketPage.summary.deliveryFree')
              : formatPrice(totals.delivery, prices)}
        </dd>
        {totals.freeDeliveryRemaining > 0 && (
          <dd data-slot="free-delivery-remaining" className="col-span-2 text-xs text-foreground-muted">
            {t('basketPage.summary.freeDeliveryRemaining', {
              amount: formatPrice(totals.freeDeliveryRemaining, prices),
            })}
          </dd>
        )}
        <dt className="border-t border-border pt-2 text-base font-semibold">
          {t('basketPage.summary.total')}
        </dt>
        <dd
          data-slot="basket-total"
          className="border-t border-border pt-2 text-right text-base font-semibold"
        >
          {formatPrice(totals.total, prices)}
        </dd>
        <dt className="col-span-2 text-xs text-foreground-muted">
          {t('basketPage.summary.vat', { rate, amount: formatPrice(totals.vat, prices) })}
        </dt>
      </dl>
      {blocked ? (
        <Alert kind="ERROR" description={t('header.basketPopover.unavailableNotice')} />
      ) : customer ? (
        <Button asChild size="lg">
          <ShopLink href={checkout}>{t('basketPage.checkout')}</ShopLink>
        </Button>
      ) : (
        <div className="flex flex-col gap-2">
          <Button asChild size="lg">
            <ShopLink href={signIn}>{t('basketPage.signIn')}</ShopLink>
          </Button>
          {needsCustomerAccount(basket.items) ? (
            <p data-slot="basket-needs-account" className="text-sm text-foreground-muted">
              {t('basketPage.subscriptionNeedsAccount')}
            </p>
          ) : (
            <Button asChild size="lg" variant="secondary">
              <ShopLink href={checkout}>{t('basketPage.continueAsGuest')}</ShopLink>
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

/**
 * §2 /basket/: the session's basket as articles (a frame with its lenses is one), promotions and
 * gift progress, the voucher entry, the totals and the way to the checkout; an empty basket shows
 * the search fallback. Every change is optimistic (see `useBasketChanges`) and is announced in a
 * polite live region.
 */
export function BasketPage() {
  const { rpc, shop } = usePageContext();
  const { t } = useTranslation();
  const { data: basket } = useSuspenseQuery(basketQuery(rpc));
  const { data: configuration } = useSuspenseQuery(shopConfigurationQuery(rpc));
  const [announcement, setAnnouncement] = useState('');
  const changes = useBasketChanges(setAnnouncement);
  const itemTexts = useBasketItemTexts();
  const lines = basketPageLines(basket, {
    shop,
    prices: configuration,
    texts: itemTexts,
  });
  const count = basketCount(basket.items);
  const live = (
    <p role="status" aria-live="polite" className="sr-only" data-slot="basket-live">
      {announcement}
    </p>
  );

  if (lines.length === 0) {
    return (
      <>
        {live}
        <div
          data-slot="basket-empty"
          className="rounded-lg border border-border bg-surface-muted px-5 py-8 sm:px-8"
        >
          <h2 className="text-xl font-semibold">{t('basketPage.empty.title')}</h2>
          <p className="mt-2 max-w-prose text-foreground-muted">{t('basketPage.empty.text')}</p>
          <div className="mt-6 flex flex-col gap-6">
            <SearchFallback />
          </div>
        </div>
      </>
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      {live}
      <div className="flex min-w-0 flex-col gap-4">
        <p className="text-sm text-foreground-muted">{t('basketPage.itemCount', { count })}</p>
        <GroupRemovalAlerts basket={basket} lines={lines} changes={changes} />
        <GiftPanel basket={basket} prices={configuration} announce={setAnnouncement} />
        <ul aria-label={t('basketPage.items')} className="flex flex-col gap-4">
          {lines.map((line) => (
            <li key={line.key}>
              <BasketArticle line={line} prices={configuration} changes={changes} />
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col gap-6 lg:sticky lg:top-4">
        <BasketSummary
          basket={basket}
          prices={configuration}
          blocked={lines.some((line) => line.unavailable)}
        />
        <VoucherEntry basket={basket} announce={setAnnouncement} />
      </div>
    </div>
  );
}
