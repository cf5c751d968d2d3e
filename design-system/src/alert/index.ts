export { Alert, AlertKindIcon, alertKinds, alertTone, alertUrgent, alertVariants } from './alert.tsx';
export type { AlertKind, AlertProps, AlertTone } from './alert.tsx';
