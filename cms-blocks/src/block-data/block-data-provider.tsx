import { cn } from '@lumen/design-system';
import type { ProductTile } from '@lumen/domain';
import { createContext, use, useMemo, type ComponentProps, type ReactNode } from 'react';
import {
  createBlockData,
  findCategoryProducts,
  findProducts,
  type BlockData,
  type BlockDataInput,
  type FoundProducts,
} from './block-data.ts';
import {
  describeMissingBlockData,
  describeMissingBlockDataItem,
  missingBlockDataTitle,
  type MissingBlockData,
} from './missing-block-data.ts';
import type { CategoryListingRequest, ProductReference } from './product-reference.ts';

const BlockDataContext = createContext<BlockData | null>(null);

export type BlockDataProviderProps = BlockDataInput & { children?: ReactNode };

/**
 * Gives the blocks below the page's data: products, category listings, the shop, and the
 * storefront's callbacks. Blocks fetch nothing; the storefront fills this from the answers to the
 * calls `collectBlockDataNeeds` lists (on the server, before rendering), Storybook from fixtures.
 */
export function BlockDataProvider({
  children,
  shop,
  products,
  categoryListings,
  preview,
  features,
  signedIn,
  imageBaseUrl,
  renderLink,
  onAddToBasket,
  onSubscribeNewsletter,
  onMeasureFace,
  onKeepPupilDistance,
  onMissingData,
}: BlockDataProviderProps) {
  const onlineShop = features?.onlineShop;
  const subscription = features?.subscription;
  const data = useMemo(
    () =>
      createBlockData({
        shop,
        ...(products && { products }),
        ...(categoryListings && { categoryListings }),
        ...(preview !== undefined && { preview }),
        features: {
          ...(onlineShop !== undefined && { onlineShop }),
          ...(subscription !== undefined && { subscription }),
        },
        ...(signedIn !== undefined && { signedIn }),
        ...(imageBaseUrl && { imageBaseUrl }),
        ...(renderLink && { renderLink }),
        ...(onAddToBasket && { onAddToBasket }),
        ...(onSubscribeNewsletter && { onSubscribeNewsletter }),
        ...(onMeasureFace && { onMeasureFace }),
        ...(onKeepPupilDistance && { onKeepPupilDistance }),
        ...(onMissingData && { onMissingData }),
      }),
    [
      shop,
      products,
      categoryListings,
      preview,
      onlineShop,
      subscription,
      signedIn,
      imageBaseUrl,
      renderLink,
      onAddToBasket,
      onSubscribeNewsletter,
      onMeasureFace,
      onKeepPupilDistance,
      onMissingData,
    ],
  );
  return <BlockDataContext value={data}>{children}</BlockDataContext>;
}

/** The page's block data, or `null` outside a `BlockDataProvider` (a block then shows nothing). */
export function useBlockData(): BlockData | null {
  return use(BlockDataContext);
}

/**
 * The products a block names, in its order, and the references the page has no product for;
 * `null` outside a provider.
 */
export function useBlockProducts(references: readonly ProductReference[]): FoundProducts | null {
  const data = useBlockData();
  return data && findProducts(data, references);
}

/** A category listing's tiles, at most `limit`; `undefined` when the page did not fetch it. */
export function useCategoryProducts(request: CategoryListingRequest): readonly ProductTile[] | undefined {
  const data = useBlockData();
  return data ? findCategoryProducts(data, request) : undefined;
}

export type MissingBlockDataNoticeProps = Omit<ComponentProps<'div'>, 'children'> & MissingBlockData;

/**
 * Stands where a block's missing data would have been shown. It reports what is missing through
 * the provider's `onMissingData` (console.warn without one) and shows content editors a notice
 * naming it in preview; in production it renders nothing, so shoppers see the rest of the page.
 */
export function MissingBlockDataNotice({
  component,
  items,
  className,
  ...props
}: MissingBlockDataNoticeProps) {
  const data = useBlockData();
  const report = { component, items };
  // Reported while rendering, as the block renderer reports broken blocks: server rendering too.
  if (data?.onMissingData) data.onMissingData(report);
  else console.warn(describeMissingBlockData(report));
  if (!data?.preview) return null;
  return (
    <div
      role="note"
      data-slot="missing-block-data-notice"
      className={cn(
        'rounded-md border-2 border-dashed border-danger bg-danger-subtle p-4 text-sm text-danger',
        className,
      )}
      {...props}
    >
      <p className="font-semibold">{missingBlockDataTitle(report)}</p>
      <ul className="mt-2 list-disc space-y-1 ps-5">
        {items.map((item, index) => (
          <li key={index}>{describeMissingBlockDataItem(item)}</li>
        ))}
      </ul>
    </div>
  );
}
