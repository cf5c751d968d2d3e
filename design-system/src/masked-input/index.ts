export { MaskedInput, maskedInputVariants, maskInputMode } from './masked-input.tsx';
export type { MaskedInputProps } from './masked-input.tsx';
