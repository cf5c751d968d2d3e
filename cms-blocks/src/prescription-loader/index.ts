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
