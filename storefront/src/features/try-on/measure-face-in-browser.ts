import { isFaceMesh, measureFace, type FaceMeasurement, type PupilDistance } from '@lumen/domain';
import { keepMeasuredPd } from './measured-pd.ts';

/**
 * The face scan block's measurement (cms-blocks `MeasureFace`): the try-on's landmark model on one
 * frame of the camera, loaded on the first measurement and never before.
 */
export async function measureFaceInBrowser(video: HTMLVideoElement): Promise<FaceMeasurement | undefined> {
  const { loadFaceLandmarker } = await import('./face-landmarker.ts');
  const mesh = await (await loadFaceLandmarker()).detect(video);
  return mesh && isFaceMesh(mesh) ? measureFace(mesh) : undefined;
}

/** The face scan's measured PD for the configurator, as the try-on keeps it (this tab only). */
export function keepPupilDistanceInBrowser(pd: PupilDistance): boolean {
  return keepMeasuredPd(window.sessionStorage, {
    rightMm: pd.rightMm,
    leftMm: pd.leftMm,
    uncertaintyMm: pd.uncertaintyMm,
  });
}
