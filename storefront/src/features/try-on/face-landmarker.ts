import type { FaceMesh } from '@lumen/domain';
import type { Config, Human } from '@vladmandic/human';

/*
 * Face landmarks on the shopper's device: Human's face detector, mesh and iris models (MIT) run by
 * TensorFlow.js in WebAssembly. Code and model are assets of the shop's own build (`vite-face-model.ts`),
 * fetched only when a shopper opens the try-on or the face scan; the camera's pictures are read
 * here and never sent anywhere.
 */

/** Where the build put the model and the WebAssembly binaries (`vite-face-model.ts`). */
declare const __FACE_MODEL_BASE__: string;

/** What the try-on reads from a picture; every other model of the library stays switched off. */
const config: Partial<Config> = {
  backend: 'wasm',
  wasmPath: __FACE_MODEL_BASE__,
  // The library would otherwise look for a newer binary on a public CDN.
  wasmPlatformFetch: false,
  modelBasePath: __FACE_MODEL_BASE__,
  debug: false,
  warmup: 'none',
  // Every frame read afresh: the library would reuse a result while the picture changes little,
  // which leaves the frame behind a slowly turning head (20 frames a second without, `bench:try-on`).
  cacheSensitivity: 0,
  face: {
    enabled: true,
    detector: { rotation: true, maxDetected: 1, return: false },
    mesh: { enabled: true },
    iris: { enabled: true },
    description: { enabled: false },
    emotion: { enabled: false },
    antispoof: { enabled: false },
    liveness: { enabled: false },
    attention: { enabled: false },
  },
  body: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  gesture: { enabled: false },
  segmentation: { enabled: false },
  filter: { enabled: false },
};

/** A picture the landmarker reads: a frame of the camera's video, a photo, or a canvas. */
export type FacePicture = HTMLVideoElement | HTMLImageElement | HTMLCanvasElement | ImageBitmap;

export interface FaceLandmarker {
  /** The landmarks of the face in the picture, or undefined when it shows none. */
  detect(picture: FacePicture): Promise<FaceMesh | undefined>;
}

let loading: Promise<FaceLandmarker> | undefined;

async function load(): Promise<FaceLandmarker> {
  const { Human: HumanLibrary } = await import('@vladmandic/human');
  const human: Human = new HumanLibrary(config);
  await human.load();
  return {
    async detect(picture) {
      const result = await human.detect(picture);
      const [face] = result.face;
      // Without the irises (478 points) there is no scale to measure with.
      if (!face || face.mesh.length < 478) return undefined;
      return face.mesh.map(([x, y, z]) => ({ x, y, z: z ?? 0 }));
    },
  };
}

/** The one landmarker of the page, loaded on first use; a failed load may be tried again. */
export function loadFaceLandmarker(): Promise<FaceLandmarker> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
