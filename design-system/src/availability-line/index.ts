export { AvailabilityLine, availabilityLineVariants } from './availability-line.tsx';
export type { AvailabilityLabels, AvailabilityLineProps } from './availability-line.tsx';
