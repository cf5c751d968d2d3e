import { useEffect, useState } from 'react';
import { isFaceMesh, measureFace, type FaceMeasurement, type FaceMesh, type FaceScale } from '@lumen/domain';
import { loadFaceLandmarker, type FacePicture } from './face-landmarker.ts';

/** A face found in the picture: its landmarks and what they measure. */
export interface TrackedFace {
  mesh: FaceMesh;
  measurement: FaceMeasurement;
}

export type FaceTracking =
  | { status: 'loading' }
  | { status: 'searching'; framesPerSecond?: number }
  | { status: 'found'; face: TrackedFace; framesPerSecond?: number }
  | { status: 'failed'; error: unknown };

/** How many of the latest frames' scales are averaged: the iris rim is a pixel wide either way. */
const scaleWindow = 15;

/** The mean scale of the latest frames, as certain as one frame (the error is not only noise). */
function averageScale(scales: readonly FaceScale[]): FaceScale {
  const latest = scales.at(-1) as FaceScale;
  const mmPerPx = scales.reduce((sum, scale) => sum + scale.mmPerPx, 0) / scales.length;
  return { ...latest, mmPerPx };
}

/**
 * Follows the face in a picture: once for a photo, frame by frame for a playing video, as fast as
 * the device reads them. Loads the landmark model on first use; stops when unmounted.
 */
export function useFaceTracking(picture: FacePicture | undefined, live: boolean): FaceTracking {
  const [tracking, setTracking] = useState<FaceTracking>({ status: 'loading' });
  useEffect(() => {
    if (!picture) return;
    let stopped = false;
    let frame = 0;
    const scales: FaceScale[] = [];
    const frameTimes: number[] = [];
    setTracking({ status: 'loading' });
    void (async () => {
      try {
        const landmarker = await loadFaceLandmarker();
        const readOnce = async () => {
          const mesh = await landmarker.detect(picture);
          const now = performance.now();
          frameTimes.push(now);
          while (frameTimes.length > 0 && (frameTimes[0] ?? now) < now - 1000) frameTimes.shift();
          const framesPerSecond = live ? frameTimes.length : undefined;
          if (stopped) return;
          if (!mesh || !isFaceMesh(mesh)) {
            scales.length = 0;
            setTracking({ status: 'searching', ...(framesPerSecond !== undefined && { framesPerSecond }) });
            return;
          }
          const single = measureFace(mesh);
          scales.push(single.scale);
          if (scales.length > scaleWindow) scales.shift();
          const measurement = measureFace(mesh, averageScale(scales));
          setTracking({
            status: 'found',
            face: { mesh, measurement },
            ...(framesPerSecond !== undefined && { framesPerSecond }),
          });
        };
        if (!live) {
          await readOnce();
          return;
        }
        const loop = async () => {
          if (stopped) return;
          if (
            !(picture instanceof HTMLVideoElement) ||
            picture.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA
          ) {
            await readOnce();
          }
          if (!stopped) frame = requestAnimationFrame(() => void loop());
        };
        await loop();
      } catch (error) {
        if (!stopped) setTracking({ status: 'failed', error });
      }
    })();
    return () => {
      stopped = true;
      cancelAnimationFrame(frame);
    };
  }, [picture, live]);
  return picture ? tracking : { status: 'loading' };
}
