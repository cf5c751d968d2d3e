export {
  AddressForm,
  addressFieldMessage,
  addressFields,
  addressFormVariants,
  zipCodeMasks,
} from './address-form.tsx';
export type {
  AddressField,
  AddressFormLabels,
  AddressFormMessages,
  AddressFormProps,
  AddressFormSubmitValues,
  AddressFormValues,
} from './address-form.tsx';
export { validationText } from '../lib/validation-text.ts';
