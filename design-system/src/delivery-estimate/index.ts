export {
  DeliveryEstimate,
  deliveryDateFormat,
  deliveryEstimateVariants,
  formatDeliveryWindow,
} from './delivery-estimate.tsx';
export type { DeliveryEstimateProps } from './delivery-estimate.tsx';
