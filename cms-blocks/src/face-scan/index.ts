export { FaceScan } from './face-scan.tsx';
export type { CameraAccess, FaceScanProps } from './face-scan.tsx';
export { FaceScanContentSchema } from './face-scan.schema.ts';
export type { FaceScanBlok, FaceScanContent } from './face-scan.schema.ts';
export { estimateFaceShape } from './face-scan.machine.ts';
export type { FaceGuides } from './face-scan.machine.ts';
