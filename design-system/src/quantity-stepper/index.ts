export { QuantityStepper, quantityStepperVariants } from './quantity-stepper.tsx';
export type { QuantityStepperProps } from './quantity-stepper.tsx';
