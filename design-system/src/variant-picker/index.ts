export {
  ColourPicker,
  SizePicker,
  colourPickerVariants,
  colourSwatchStyle,
  sizePickerVariants,
} from './variant-picker.tsx';
export type { ColourOption, ColourPickerProps, SizeOption, SizePickerProps } from './variant-picker.tsx';
