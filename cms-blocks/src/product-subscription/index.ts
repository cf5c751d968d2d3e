import { defineBlock } from '../registry/define-block.ts';
import { ProductSubscriptionContentSchema } from './product-subscription.schema.ts';
import { ProductSubscription } from './product-subscription.tsx';

/** The `product_subscription` block: the contact-lens saving subscription offer (§1, §2). */
export const productSubscriptionBlock = defineBlock({
  schema: ProductSubscriptionContentSchema,
  Component: ProductSubscription,
});

export { ProductSubscription } from './product-subscription.tsx';
export type { ProductSubscriptionProps } from './product-subscription.tsx';
export {
  maxSavingPercent,
  ProductSubscriptionContentSchema,
  usualInterval,
} from './product-subscription.schema.ts';
export type { ProductSubscriptionBlok, ProductSubscriptionContent } from './product-subscription.schema.ts';
export {
  deliveriesPerYear,
  isSubscribable,
  subscribableVariants,
  subscriptionOffer,
} from './subscription-offer.ts';
export type { SubscriptionOffer } from './subscription-offer.ts';
