export { NativeSelect } from './native-select.tsx';
export type { NativeSelectProps } from './native-select.tsx';
