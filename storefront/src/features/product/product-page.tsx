import { Link, useRouteContext } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState, type ComponentProps, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AvailabilityLine,
  Badge,
  Button,
  ColourPicker,
  DeliveryEstimate,
  HeadWidthIcon,
  HeartIcon,
  Price,
  ProductFacts,
  ProductGallery,
  QuantityStepper,
  SizePicker,
  type ProductFactRow,
} from '@lumen/design-system';
import { useProductCardTexts } from '@lumen/cms-blocks';
import {
  badgesToShow,
  chosenVariant,
  contactLensParametersOf,
  formatFindBranchQuery,
  formatNumber,
  frameFitOf,
  headWidths,
  isVariantAvailable,
  isVariantOrderable,
  minimumFrameWidthOfHeadWidth,
  offersPrescriptionConfigurator,
  originOfDomain,
  productBadges,
  productFacts,
  productPageLayout,
  productTypeOf,
  routePath,
  variantChoiceKey,
  variantChoiceLabel,
  variantDeliveryEstimate,
} from '@lumen/domain';
import type {
  ConfiguratorStep,
  HeadWidth,
  PriceFormatting,
  Product,
  ProductTemplate,
  Variant,
} from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { shopConfigurationQuery } from '../../queries/shop-queries.ts';
import { JsonLd } from '../seo/json-ld.tsx';
import { ShopBreadcrumbs } from '../page/shop-breadcrumbs.tsx';
import { ShopLink, renderShopLink } from '../routing/shop-link.tsx';
import { useWishlistToggle } from '../wishlist/use-wishlist-toggle.ts';
import { useAddToBasket } from '../basket/use-add-to-basket.ts';
import { RecentlyViewedSlider } from '../recently-viewed/recently-viewed-slider.tsx';
import { ConfiguratorEntry } from '../configurator/configurator-entry.tsx';
import { ContactLensOrderForm } from '../contact-lenses/contact-lens-order-form.tsx';
import {
  brandName,
  galleryImages,
  modelColours,
  productBreadcrumbs,
  productDescription,
  productJsonLd,
  productPageName,
  productPagePath,
  variantHref,
} from './product-page-model.ts';
import { ProductRecommendations } from './product-recommendations.tsx';
import { ReserveInBranch } from '../ropo/reserve-in-branch.tsx';
import { TryOnEntry } from '../try-on/try-on-entry.tsx';
import { useStoreMode } from '../store-mode/store-mode.ts';

/** What the product page's address says beyond the product (validated by the route). */
export interface ProductPageSearch {
  variant?: number | undefined;
  headWidth?: HeadWidth | undefined;
  configure?: ConfiguratorStep | undefined;
  /** The basket's item group the configurator edits ("edit prescription"). */
  editGroup?: string | undefined;
  /** The virtual try-on is open. */
  tryOn?: '1' | undefined;
}

type PageContext = Pick<RouterContext, 'rpc' | 'shop' | 'shopDomains' | 'queryClient'>;

function usePageContext(): PageContext {
  return useRouteContext({ from: '__root__' });
}

/**
 * §2 product page of any §3 type: the gallery, the name with brand and badges, the price, the
 * choice of colour (siblings) and variant (size, pack), the §4 availability with the delivery
 * estimate, add to basket and the wishlist heart; then the frame's fit (glasses), the description
 * and attributes, recommendations and the recently viewed products. The layout follows the type:
 * glasses show colours, sizes and the fit; contact lenses and care products their packs.
 * Prescription glasses open the lens configurator; contact lenses are ordered with values and
 * packs per eye, once or on the saving subscription. Frames of the shop's ROPO category can be
 * reserved for trying on in a branch; an eye test leads to the branch finder. The virtual try-on
 * is not built yet and not shown.
 */
export function ProductPage({
  product,
  search,
  today,
  template,
}: {
  product: Product;
  search: ProductPageSearch;
  /** The day the loader ran: server and browser estimate the delivery from the same day. */
  today: string;
  template?: ProductTemplate | undefined;
}) {
  const { shop, shopDomains, rpc } = usePageContext();
  const { t } = useTranslation();
  const { data: configuration } = useSuspenseQuery(shopConfigurationQuery(rpc));
  const storeMode = useStoreMode();
  const onlineShop = configuration.onlineShopEnabled;
  const texts = useProductCardTexts();
  const type = productTypeOf(product);
  const layout = productPageLayout(type);
  const rxConfigurator = offersPrescriptionConfigurator(type, configuration.featureFlags);
  const lensParameters = layout === 'contact-lenses' ? contactLensParametersOf(product) : undefined;
  const name = productPageName(product);
  const path = productPagePath(shop, product);
  const origin = originOfDomain(shopDomains[shop.code]);
  const variants = product.variants ?? [];
  const variant = chosenVariant(variants, search.variant);
  const brand = brandName(product);
  const description = productDescription(product);
  const badges = badgesToShow(productBadges(product));
  const breadcrumbs = productBreadcrumbs(shop, product, t('breadcrumbs.home'));
  const images = galleryImages(product, (position, count) =>
    t('product.gallery.imageAlt', { name, position, count }),
  );

  return (
    <article
      data-slot="product-page"
      data-product-type={type ?? 'none'}
      data-layout={layout}
      className="flex flex-col gap-12"
    >
      <JsonLd data={productJsonLd(shop, origin, product)} />
      <div className="flex flex-col gap-4">
        <ShopBreadcrumbs items={breadcrumbs} />
        {template && (
          <p
            data-slot="product-template-notice"
            className="rounded-md bg-info-subtle px-4 py-2 text-sm text-info"
          >
            {t('product.templateNotice', { template })}
          </p>
        )}
      </div>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-12">
        <div className="min-w-0">
          {images.length > 0 && (
            <ProductGallery
              // A colour is another product: its gallery starts at its first picture.
              key={product.id}
              images={images}
              label={t('product.gallery.label', { name })}
              thumbnailsLabel={t('product.gallery.thumbnails')}
              thumbnailLabel={(position, count) => t('product.gallery.thumbnail', { position, count })}
              previousLabel={t('product.gallery.previous')}
              nextLabel={t('product.gallery.next')}
              zoomLabel={t('product.gallery.zoom')}
              zoomTitle={name}
              closeLabel={t('product.gallery.close')}
            />
          )}
        </div>

        <div className="flex min-w-0 flex-col gap-6">
          <header className="flex items-start justify-between gap-4">
            <div className="flex min-w-0 flex-col gap-2">
              {brand && (
                <p
                  data-slot="product-brand"
                  className="text-sm font-semibold tracking-wide text-foreground-muted uppercase"
                >
                  {brand}
                </p>
              )}
              <h1 className="text-2xl font-semibold tracking-tight text-balance md:text-3xl">{name}</h1>
              {badges.length > 0 && (
                <ul data-slot="product-badges" className="flex flex-wrap gap-2">
                  {badges.map((badge) => (
                    <li key={badge}>
                      <Badge variant={badge}>{texts.badgeLabels[badge]}</Badge>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            {onlineShop && <WishlistButton id={product.id} name={name} />}
          </header>

          {variant && <VariantPrice variant={variant} prices={configuration} />}

          <VariantChoice product={product} path={path} search={search} variant={variant} />

          {variant && (
            <div data-slot="product-availability" className="flex flex-col gap-1">
              <AvailabilityLine
                stock={variant.stock}
                labels={{
                  immediately_available: t('product.availability.immediately_available'),
                  available_soon: (count) => t('product.availability.available_soon', { count }),
                  available_as_soon_as_possible: t('product.availability.available_as_soon_as_possible'),
                  not_available: t('product.availability.not_available'),
                }}
              />
              <VariantDelivery variant={variant} today={today} />
            </div>
          )}

          {onlineShop && variant && rxConfigurator && (
            <ConfiguratorEntry
              product={product}
              variant={variant}
              name={name}
              step={search.configure}
              editGroup={search.editGroup}
              orderable={isVariantOrderable(product, variant)}
            />
          )}
          {onlineShop && variant && lensParameters && (
            <ContactLensOrderForm
              // Another pack starts from the values entered: the form keeps its state across packs.
              product={product}
              variant={variant}
              parameters={lensParameters}
              name={name}
              prices={configuration}
              subscriptionOffered={configuration.featureFlags.subscription}
              orderable={isVariantOrderable(product, variant)}
            />
          )}
          {onlineShop && variant && !lensParameters && (
            <AddToBasket product={product} variant={variant} name={name} secondary={rxConfigurator} />
          )}

          {variant && (
            <ReserveInBranch
              product={product}
              variant={variant}
              name={name}
              config={configuration.customData.ropo}
            />
          )}
          {(rxConfigurator || lensParameters) && (
            // Without values, an eye test in a branch: for lenses one that fits contact lenses.
            <p className="text-sm" data-slot="product-eye-test">
              {t('product.eyeTest.question')}{' '}
              <ShopLink
                href={`${routePath(shop, 'branch-list')}${formatFindBranchQuery({
                  ropoIds: [],
                  service: lensParameters ? 'CL' : 'GL',
                  // In store mode the tablet's branch comes first.
                  ...(storeMode.branchId && { branchId: storeMode.branchId }),
                })}`}
                className="font-semibold text-accent underline underline-offset-4"
              >
                {t('product.eyeTest.link')}
              </ShopLink>
            </p>
          )}
          {layout === 'glasses' && <TryOnEntry product={product} name={name} open={search.tryOn === '1'} />}
          {layout === 'glasses' && <FrameFitPanel product={product} path={path} search={search} />}
        </div>
      </div>

      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        {description && (
          <section aria-labelledby="product-description" className="flex flex-col gap-3">
            <h2 id="product-description" className="text-xl font-semibold">
              {t('product.description')}
            </h2>
            <p className="max-w-prose text-foreground">{description}</p>
          </section>
        )}
        <FactsTable product={product} layout={layout} />
      </div>

      <ProductRecommendations product={product} wishlist={onlineShop} />
      <RecentlyViewedSlider productId={product.id} wishlist={onlineShop} />
    </article>
  );
}

/** The chosen variant's price with tax (§3), its reduction and the lowest prior price (Omnibus). */
function VariantPrice({ variant, prices }: { variant: Variant; prices: PriceFormatting }) {
  const { t } = useTranslation();
  const texts = useProductCardTexts();
  const price = variant.price;
  const reference =
    price.reductionsRelativeTo === 'beforeSaleWithTax'
      ? price.beforeSaleWithTax
      : price.reductionsRelativeTo === 'lowestPriorPrice.withTax'
        ? variant.lowestPriorPrice?.withTax
        : null;
  const reduced = reference != null && reference > price.withTax;
  const rate = price.tax?.vat?.rate;
  return (
    <div data-slot="product-price" className="flex flex-col gap-1">
      <Price
        size="lg"
        cents={price.withTax}
        shop={prices}
        originalCents={reduced ? reference : null}
        originalLabel={texts.originalLabel}
        currentLabel={texts.currentLabel}
        lowestPriorCents={reduced ? (variant.lowestPriorPrice?.withTax ?? null) : null}
        lowestPriorLabel={texts.lowestPriorLabel}
      />
      {rate !== undefined && (
        <p className="text-xs text-foreground-muted">
          {t('product.taxNote', {
            rate: formatNumber(rate * 100, prices, { maximumFractionDigits: 2 }),
          })}
        </p>
      )}
    </div>
  );
}

/** The delivery window of the chosen variant (domain `variantDeliveryEstimate`); none when it cannot be ordered. */
function VariantDelivery({ variant, today }: { variant: Variant; today: string }) {
  const { shop } = usePageContext();
  const { t } = useTranslation();
  const window = variantDeliveryEstimate(variant, new Date(today));
  if (!window) return null;
  return (
    <DeliveryEstimate deliveryDate={window} shop={shop} label={(dates) => t('product.delivery', { dates })} />
  );
}

/**
 * The colours of the model (each its own page) and the variants (sizes, packs: `?variant=`), as
 * links: they work before the scripts and without them, and the router follows them in place.
 */
function VariantChoice({
  product,
  path,
  search,
  variant,
}: {
  product: Product;
  path: string;
  search: ProductPageSearch;
  variant: Variant | undefined;
}) {
  const { shop } = usePageContext();
  const { t } = useTranslation();
  const colours = modelColours(shop, product);
  const variants = product.variants ?? [];
  const key = variants.length > 1 ? variantChoiceKey(variants) : undefined;
  const extra: Record<string, string> = search.headWidth ? { headWidth: search.headWidth } : {};
  return (
    <>
      {colours.length > 0 && (
        <ColourPicker
          label={t('product.colour')}
          soldOutLabel={t('product.soldOut')}
          value={String(product.id)}
          options={colours.map((colour) => ({
            value: String(colour.productId),
            name: colour.name,
            hex: colour.hex,
            soldOut: colour.soldOut,
            href: colour.href,
          }))}
          renderLink={renderShopLink as never}
        />
      )}
      {key && variant && (
        <SizePicker
          label={t(`product.choice.${key}`)}
          soldOutLabel={t('product.soldOut')}
          {...(key === 'size' && productPageLayout(productTypeOf(product)) === 'glasses'
            ? { description: t('product.frameSizeDescription') }
            : {})}
          value={String(variant.id)}
          options={variants.map((option) => ({
            value: String(option.id),
            label: variantChoiceLabel(option, key) ?? String(option.id),
            soldOut: !isVariantAvailable(option),
            href: variantHref(path, option.id, extra),
          }))}
          renderLink={(props) => <ShopLinkReplacing {...props} />}
        />
      )}
    </>
  );
}

/** A variant link: the router follows it in place and replaces the history entry (no stack of sizes). */
function ShopLinkReplacing({ href, ...props }: ComponentProps<'a'> & { href: string }) {
  const url = new URL(href, 'http://shop.invalid');
  return (
    <Link
      {...(props as object)}
      to="./"
      search={Object.fromEntries(url.searchParams) as never}
      replace
      resetScroll={false}
    />
  );
}

/** §5 frame fit: the frame width, the head width it suits (icon set) and the check against the shopper's. */
function FrameFitPanel({
  product,
  path,
  search,
}: {
  product: Product;
  path: string;
  search: ProductPageSearch;
}) {
  const { t } = useTranslation();
  const fit = frameFitOf(product, search.headWidth);
  if (fit.frameWidthMm === undefined && fit.headWidth === undefined) return null;
  const check = fit.check;
  const minimum = search.headWidth ? minimumFrameWidthOfHeadWidth(search.headWidth) : undefined;
  const extra: Record<string, string> =
    search.variant !== undefined ? { variant: String(search.variant) } : {};
  return (
    <section
      data-slot="frame-fit"
      aria-labelledby="frame-fit-heading"
      className="flex flex-col gap-3 rounded-lg border border-border p-4"
    >
      <h2 id="frame-fit-heading" className="text-lg font-semibold">
        {t('product.frameFit.heading')}
      </h2>
      {fit.frameWidthMm !== undefined && (
        <p>{t('product.frameFit.frameWidth', { width: fit.frameWidthMm })}</p>
      )}
      {fit.headWidth && (
        <p className="flex items-center gap-2">
          <HeadWidthIcon headWidth={fit.headWidth} size="lg" />
          {t('product.frameFit.suits', { headWidth: t(`product.headWidths.${fit.headWidth}`) })}
        </p>
      )}
      <div role="group" aria-labelledby="frame-fit-yours" className="flex flex-col gap-2">
        <span id="frame-fit-yours" className="text-sm font-medium">
          {t('product.frameFit.yourHeadWidth')}
        </span>
        <ul className="flex flex-wrap gap-2">
          {headWidths.map((headWidth) => {
            const current = search.headWidth === headWidth;
            return (
              <li key={headWidth}>
                <ShopLinkReplacing
                  href={`${path}?${new URLSearchParams({ ...extra, headWidth }).toString()}`}
                  aria-current={current ? 'true' : undefined}
                  className="inline-flex min-h-11 items-center gap-2 rounded-md border border-border-strong px-3 text-sm hover:bg-surface-muted aria-[current=true]:border-accent aria-[current=true]:bg-accent-subtle"
                >
                  <HeadWidthIcon headWidth={headWidth} />
                  {t(`product.headWidths.${headWidth}`)}
                </ShopLinkReplacing>
              </li>
            );
          })}
        </ul>
      </div>
      {check && (
        <p
          data-slot="frame-fit-result"
          data-fits={check.ok}
          role="status"
          className={check.ok ? 'text-success' : 'text-danger'}
        >
          {check.ok
            ? minimum === undefined
              ? t('product.frameFit.fitsAny')
              : t('product.frameFit.fits', { width: fit.frameWidthMm, minimum })
            : check.reason === 'tooNarrow'
              ? t('product.frameFit.tooNarrow', {
                  width: check.frameWidthMm,
                  minimum: check.requiredMinimumMm,
                })
              : t('product.frameFit.widthUnknown', { minimum: check.requiredMinimumMm })}
        </p>
      )}
    </section>
  );
}

/** The attribute table (domain `productFacts`): names and values as the catalogue words them, units translated. */
function FactsTable({ product, layout }: { product: Product; layout: ReturnType<typeof productPageLayout> }) {
  const { t } = useTranslation();
  const rows: ProductFactRow[] = productFacts(product, layout).map((fact) => ({
    key: fact.key,
    label: fact.label,
    value: fact.flag
      ? t('product.facts.yes')
      : fact.unit === 'mm'
        ? fact.values.map((value) => t('product.facts.millimetres', { value })).join(', ')
        : fact.values.join(', '),
  }));
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="product-facts" className="flex flex-col gap-3">
      <h2 id="product-facts" className="text-xl font-semibold">
        {t('product.facts.caption')}
      </h2>
      <ProductFacts rows={rows} caption={t('product.facts.caption')} captionHidden />
    </section>
  );
}

/** The wishlist heart of the page's product (the same hook as the cards'). */
function WishlistButton({ id, name }: { id: number; name: string }) {
  const wishlist = useWishlistToggle({ id, name });
  return (
    <Button
      type="button"
      variant="secondary"
      size="icon"
      data-slot="product-wishlist"
      aria-label={wishlist.label}
      aria-pressed={wishlist.pressed ?? false}
      loading={wishlist.busy ?? false}
      onClick={() => wishlist.onToggle?.(!wishlist.pressed)}
    >
      <HeartIcon className={wishlist.pressed ? 'fill-current text-sale' : undefined} />
    </Button>
  );
}

/**
 * §3 add to basket: the quantity and the button in a form. With scripts the submit adds the chosen
 * variant at once (optimistic: the header's count moves before the api answers; an error puts it
 * back and shows the §8 refusal as an alert toast) and a toast confirms with a link to the basket.
 * Without scripts nothing can add (the api speaks JSON only): the form reloads the page with the
 * variant chosen, and a note says that JavaScript is needed.
 */
function AddToBasket({
  product,
  variant,
  name,
  secondary,
}: {
  product: Product;
  variant: Variant;
  name: string;
  /** Prescription glasses: the configurator is the page's main action, the frame as it is the second. */
  secondary: boolean;
}) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState(1);
  const orderable = isVariantOrderable(product, variant);
  const maximum = variant.stock.isSellableWithoutStock
    ? 99
    : Math.max(1, Math.min(99, variant.stock.quantity));
  const add = useAddToBasket(product, name);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!orderable || add.isPending) return;
    add.mutate({ variantId: variant.id, quantity });
  }

  return (
    <form
      data-slot="add-to-basket"
      // Without scripts the form reloads this page (GET) with the variant chosen; see above.
      method="get"
      onSubmit={submit}
      className="flex flex-wrap items-end gap-3"
    >
      <input type="hidden" name="variant" value={variant.id} />
      <QuantityStepper
        name="quantity"
        label={t('product.quantity')}
        decrementLabel={t('product.decrement')}
        incrementLabel={t('product.increment')}
        announce={(count) => t('product.quantityAnnounce', { count })}
        value={quantity}
        onValueChange={setQuantity}
        min={1}
        max={maximum}
        disabled={!orderable}
      />
      <Button
        type="submit"
        size="lg"
        variant={secondary ? 'secondary' : 'primary'}
        className="flex-1 px-4 sm:flex-none sm:px-7"
        disabled={!orderable}
        loading={add.isPending}
      >
        {orderable ? t('product.addToBasket') : t('product.notOrderable')}
      </Button>
      <noscript>
        <p className="w-full text-sm text-foreground-muted">{t('product.noScript')}</p>
      </noscript>
    </form>
  );
}
