export { ProductSubscription } from './product-subscription.tsx';
export type { ProductSubscriptionProps } from './product-subscription.tsx';
export { ProductSubscriptionContentSchema } from './product-subscription.schema.ts';
export type { ProductSubscriptionBlok, ProductSubscriptionContent } from './product-subscription.schema.ts';
export { deliveriesPerYear, subscribableVariants, subscriptionOffer } from './subscription-offer.ts';
export type { SubscriptionOffer } from './subscription-offer.ts';
