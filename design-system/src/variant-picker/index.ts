export {
  ColourPicker,
  SizePicker,
  colourPickerVariants,
  colourSwatchStyle,
  sizePickerVariants,
} from './variant-picker.tsx';
export type {
  ColourOption,
  ColourPickerProps,
  PickerLinkRender,
  SizeOption,
  SizePickerProps,
} from './variant-picker.tsx';
