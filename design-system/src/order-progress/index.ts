export { OrderProgress, orderProgressVariants } from './order-progress.tsx';
export type {
  OrderProgressProps,
  OrderProgressStepLabels,
  OrderProgressStepState,
} from './order-progress.tsx';
