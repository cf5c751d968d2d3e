export { OpeningHours, OpeningStatus } from './opening-hours.tsx';
export type { OpeningHoursProps, OpeningStatusProps } from './opening-hours.tsx';
