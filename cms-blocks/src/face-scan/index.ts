import { defineBlock } from '../registry/define-block.ts';
import { FaceScanContentSchema } from './face-scan.schema.ts';
import { FaceScan } from './face-scan.tsx';

/** The CMS block `face_scan`: its schema and component, for the block registry. */
export const faceScanBlock = defineBlock({ schema: FaceScanContentSchema, Component: FaceScan });

export { FaceScan } from './face-scan.tsx';
export type { CameraAccess, FaceScanProps } from './face-scan.tsx';
export { FaceScanContentSchema } from './face-scan.schema.ts';
export type { FaceScanBlok, FaceScanContent } from './face-scan.schema.ts';
export { estimateFaceShape } from './face-scan.machine.ts';
export type { FaceGuides } from './face-scan.machine.ts';
