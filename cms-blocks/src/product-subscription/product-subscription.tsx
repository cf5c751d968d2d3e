import {
  Button,
  cn,
  Field,
  FieldContent,
  FieldDescription,
  FieldLabel,
  Link,
  Price,
  ProductImage,
  RadioGroup,
  RadioGroupItem,
} from '@lumen/design-system';
import {
  attributeLabel,
  formatPrice,
  imagePresets,
  isSubscriptionEligible,
  SubscriptionIntervalSchema,
  type Product,
  type SubscriptionInterval,
  type Variant,
} from '@lumen/domain';
import { useId, useState, type ComponentProps } from 'react';
import type { BlockData } from '../block-data/block-data.ts';
import { findProducts } from '../block-data/block-data.ts';
import { MissingBlockDataNotice, useBlockData } from '../block-data/block-data-provider.tsx';
import type { MissingBlockDataItem } from '../block-data/missing-block-data.ts';
import { cardImage, productName, productPath, servableImages } from '../block-data/product-card-props.ts';
import type { ProductReference } from '../block-data/product-reference.ts';
import { useBlockTexts } from '../i18n/block-texts.ts';
import type { EditorAttributes } from '../registry/editor-attributes.ts';
import type { ProductSubscriptionContent } from './product-subscription.schema.ts';
import { deliveriesPerYear, subscribableVariants, subscriptionOffer } from './subscription-offer.ts';

/**
 * Props of `ProductSubscription`: the parsed content (`ProductSubscriptionContentSchema`), editor
 * attributes and the section's attributes. The product and the add-to-basket callback come from
 * the page's `BlockDataProvider`.
 */
export type ProductSubscriptionProps = ProductSubscriptionContent &
  EditorAttributes &
  Omit<ComponentProps<'section'>, keyof ProductSubscriptionContent | 'children'>;

type Offerable =
  | { ok: true; product: Product; name: string; variants: readonly [Variant, ...Variant[]] }
  | { ok: false; missing: MissingBlockDataItem };

/** Whether the page can offer the product on the subscription, and with which packs. */
function offerable(data: BlockData, reference: ProductReference): Offerable {
  if (!data.features.subscription) {
    return { ok: false, missing: { kind: 'not-offered', feature: 'subscription', shop: data.shop.code } };
  }
  if (!data.features.onlineShop) {
    return { ok: false, missing: { kind: 'not-offered', feature: 'online-shop', shop: data.shop.code } };
  }
  const [product] = findProducts(data, [reference]).products;
  if (product === undefined) return { ok: false, missing: { kind: 'product', reference } };
  const unusable = (reason: 'no-name' | 'not-subscribable' | 'no-available-variant') =>
    ({ ok: false, missing: { kind: 'unusable-product', productId: product.id, reason } }) as const;
  if (!isSubscriptionEligible(product)) return unusable('not-subscribable');
  const name = productName(product);
  if (name === undefined) return unusable('no-name');
  const [first, ...rest] = subscribableVariants(product);
  if (first === undefined) return unusable('no-available-variant');
  return { ok: true, product, name, variants: [first, ...rest] };
}

function packLabel(variant: Variant): string {
  return attributeLabel(variant.attributes, 'packingTypeDescription') ?? variant.referenceKey;
}

type Status = 'idle' | 'busy' | 'added' | 'failed';

/**
 * The contact-lens saving subscription offer (§1 "Spar-Abo"): the product, its pack, the delivery
 * interval as a radio group (the domain's intervals, §1), the price per delivery against the
 * regular price and the saving per delivery and per year. The button hands the choice to the
 * storefront's add-to-basket; the outcome is announced. Shops without the subscription (§2: Italy)
 * and products not on it show nothing to shoppers and a notice to editors.
 */
export function ProductSubscription({
  headline,
  text,
  product: reference,
  intervals,
  defaultInterval,
  ctaLabel,
  className,
  ...props
}: ProductSubscriptionProps) {
  const data = useBlockData();
  const t = useBlockTexts('productSubscription');
  const headingId = useId();
  const [chosenVariantId, setChosenVariantId] = useState<number>();
  const [chosenInterval, setDeliveryInterval] = useState<SubscriptionInterval>(defaultInterval);
  const [status, setStatus] = useState<Status>('idle');

  if (!data) {
    return <MissingBlockDataNotice component="product_subscription" items={[{ kind: 'no-provider' }]} />;
  }
  const offer = offerable(data, reference);
  if (!offer.ok) {
    return <MissingBlockDataNotice component="product_subscription" items={[offer.missing]} />;
  }

  const { product, name, variants } = offer;
  // An interval the editor has since taken out of the offer falls back to the offer's first choice.
  const interval = intervals.includes(chosenInterval) ? chosenInterval : defaultInterval;
  const variant = variants.find((candidate) => candidate.id === chosenVariantId) ?? variants[0];
  const prices = subscriptionOffer(variant);
  const [image] = servableImages(product);
  const brand = attributeLabel(product.attributes, 'brand');
  const { shop, addToBasket } = data;
  const yearlySaving = prices.savingCents * deliveriesPerYear(interval);

  async function subscribe() {
    if (!addToBasket || status === 'busy') return;
    setStatus('busy');
    try {
      const outcome = await addToBasket({
        product,
        variant,
        quantity: 1,
        subscription: { intervalMonths: interval },
      });
      setStatus(outcome.status);
    } catch {
      setStatus('failed');
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      data-slot="product-subscription"
      className={cn(
        'w-full rounded-lg border border-border bg-surface p-4 text-foreground md:p-8',
        className,
      )}
      {...props}
    >
      <div className="grid gap-6 md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] md:gap-10">
        {image && (
          <ProductImage
            data-slot="product-subscription-image"
            {...cardImage(image, product, '', data.imageBaseUrl)}
            width={imagePresets.subscriptionShot.width}
            className="mx-auto w-full max-w-56 rounded-md"
          />
        )}
        <div className="flex min-w-0 flex-col gap-5">
          <div className="flex flex-col gap-2">
            <h2
              id={headingId}
              data-slot="product-subscription-headline"
              className="text-2xl font-bold text-balance"
            >
              {headline}
            </h2>
            {text && <p className="max-w-prose text-foreground-muted">{text}</p>}
          </div>
          <p data-slot="product-subscription-product" className="flex flex-col">
            {brand && (
              <span className="text-xs font-semibold tracking-wide text-foreground-muted uppercase">
                {brand}
              </span>
            )}
            <Link variant="standalone" href={productPath(shop, product, name)}>
              {name}
            </Link>
          </p>
          {variants.length > 1 && (
            <Field className="gap-3">
              <FieldLabel>{t('packLabel')}</FieldLabel>
              <RadioGroup
                data-slot="product-subscription-packs"
                orientation="horizontal"
                value={String(variant.id)}
                onValueChange={(value) => setChosenVariantId(Number(value))}
              >
                {variants.map((pack) => (
                  <Field key={pack.id} orientation="horizontal">
                    <RadioGroupItem value={String(pack.id)} />
                    <FieldContent>
                      <FieldLabel className="font-normal">{packLabel(pack)}</FieldLabel>
                      <FieldDescription>
                        {formatPrice(subscriptionOffer(pack).subscriptionCents, shop)}
                      </FieldDescription>
                    </FieldContent>
                  </Field>
                ))}
              </RadioGroup>
            </Field>
          )}
          <Field className="gap-3">
            <FieldLabel>{t('intervalLabel')}</FieldLabel>
            <RadioGroup
              data-slot="product-subscription-intervals"
              orientation="horizontal"
              value={String(interval)}
              onValueChange={(value) => {
                const parsed = SubscriptionIntervalSchema.safeParse(Number(value));
                if (parsed.success) setDeliveryInterval(parsed.data);
              }}
            >
              {intervals.map((months) => (
                <Field key={months} orientation="horizontal">
                  <RadioGroupItem value={String(months)} />
                  <FieldContent>
                    <FieldLabel className="font-normal">{t('interval', { count: months })}</FieldLabel>
                  </FieldContent>
                </Field>
              ))}
            </RadioGroup>
          </Field>
          <div data-slot="product-subscription-price" className="flex flex-col gap-1">
            <div className="flex flex-wrap items-baseline gap-x-2">
              <Price
                cents={prices.subscriptionCents}
                originalCents={prices.regularCents}
                shop={shop}
                size="lg"
                currentLabel={t('subscriptionPriceLabel')}
                originalLabel={t('regularPriceLabel')}
              />
              <span className="text-sm text-foreground-muted">
                {packLabel(variant)}, {t('perDelivery')}
              </span>
            </div>
            <p data-slot="product-subscription-saving" className="text-sm font-semibold text-success">
              {t('saving', {
                perDelivery: formatPrice(prices.savingCents, shop),
                perYear: formatPrice(yearlySaving, shop),
              })}
            </p>
          </div>
          <div className="flex flex-col items-start gap-3">
            <Button
              data-slot="product-subscription-cta"
              size="lg"
              loading={status === 'busy'}
              disabled={!addToBasket}
              // Long labels ("Přidat předplatné do košíku") wrap in a narrow column instead of overflowing it.
              className="h-auto min-h-13 max-w-full py-3 whitespace-normal"
              onClick={() => void subscribe()}
            >
              {ctaLabel ?? t('cta')}
            </Button>
            {/* Always present, so that screen readers announce the outcome when its text arrives. */}
            <p
              role="status"
              data-slot="product-subscription-status"
              data-status={status}
              className="text-sm font-semibold data-[status=added]:text-success data-[status=failed]:text-danger"
            >
              {status === 'added' ? t('added') : status === 'failed' ? t('failed') : ''}
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
