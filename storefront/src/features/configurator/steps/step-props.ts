import type { ConfiguratorChoice, GlassOptions, PriceFormatting, Product, Variant } from '@lumen/domain';
import type { PrescriptionPhoto } from '../prescription-photo/prescription-photo.tsx';

/** What every configurator step gets: the frame, the answers so far and how to change them. */
export interface StepProps {
  product: Product;
  variant: Variant;
  /** The frame's name as the page shows it. */
  name: string;
  choice: ConfiguratorChoice;
  update: (patch: Partial<ConfiguratorChoice>) => void;
  /** The lens options for these values; undefined until loaded (and for the frame alone). */
  options: GlassOptions | undefined;
  prices: PriceFormatting;
  /** The shopper tried to go on without an answer: the step says what is missing. */
  showErrors: boolean;
  /** The basket's item group being edited: the summary saves back into it. */
  editGroup?: string | undefined;
  /** The photo of the prescription the values were read from, while the configurator is open. */
  photo: PrescriptionPhoto | undefined;
  onPhoto: (photo: PrescriptionPhoto) => void;
  /** The configuration went into the basket: the configurator closes and forgets it. */
  onDone: () => void;
}
