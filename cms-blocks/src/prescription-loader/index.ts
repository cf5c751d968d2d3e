import { defineBlock } from '../registry/define-block.ts';
import { PrescriptionLoaderContentSchema } from './prescription-loader.schema.ts';
import { PrescriptionLoader } from './prescription-loader.tsx';

/** The CMS block `prescription_loader`: its schema and component, for the block registry. */
export const prescriptionLoaderBlock = defineBlock({
  schema: PrescriptionLoaderContentSchema,
  Component: PrescriptionLoader,
});

export { PrescriptionLoader, PrescriptionLoaderProvider } from './prescription-loader.tsx';
export type {
  HandOverPrescriptionDocument,
  PrescriptionLoaderCallbacks,
  PrescriptionLoaderProps,
  PrescriptionLoaderProviderProps,
  SavePrescription,
} from './prescription-loader.tsx';
export { PrescriptionLoaderContentSchema } from './prescription-loader.schema.ts';
export type { PrescriptionLoaderBlok, PrescriptionLoaderContent } from './prescription-loader.schema.ts';
export {
  checkPrescriptionDocument,
  maxDocumentBytes,
  readPrescriptionNumber,
} from './prescription-loader.machine.ts';
