export { createBlockData, findCategoryProducts, findProducts } from './block-data.ts';
export type {
  KeepPupilDistance,
  MeasureFace,
  AddToBasket,
  BlockBasketOutcome,
  BlockBasketRequest,
  BlockData,
  BlockDataInput,
  BlockFeatures,
  CategoryListing,
  FoundProducts,
  ImageBaseUrl,
  SubscribeNewsletter,
} from './block-data.ts';
export {
  BlockDataProvider,
  MissingBlockDataNotice,
  useBlockData,
  useBlockProducts,
  useCategoryProducts,
} from './block-data-provider.tsx';
export type { BlockDataProviderProps, MissingBlockDataNoticeProps } from './block-data-provider.tsx';
export { productCardTexts, useProductCardTexts } from './product-card-texts.ts';
export type { ProductCardTexts } from './product-card-texts.ts';
export { blockDataCalls, collectBlockDataNeeds, productIdsPerCall } from './collect-block-data-needs.ts';
export type { BlockDataCalls, BlockDataNeeds } from './collect-block-data-needs.ts';
export {
  describeMissingBlockData,
  describeMissingBlockDataItem,
  missingBlockDataTitle,
} from './missing-block-data.ts';
export type {
  MissingBlockData,
  MissingBlockDataItem,
  OnMissingBlockData,
  UnusableProductReason,
} from './missing-block-data.ts';
export { productCardProps, productName, productPath, productShotUrl } from './product-card-props.ts';
export type { ProductCardPropsOptions, ProductCardPropsResult } from './product-card-props.ts';
export {
  describeCategoryListing,
  describeProductReference,
  isSameListing,
  maxBlockProducts,
} from './product-reference.ts';
export type { CategoryListingRequest, ProductReference } from './product-reference.ts';
