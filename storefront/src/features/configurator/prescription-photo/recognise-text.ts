import { createWorker, OEM } from 'tesseract.js';
import workerUrl from 'tesseract.js/dist/worker.min.js?url';
import coreUrl from 'tesseract.js-core/tesseract-core-simd-lstm.wasm.js?url';
import englishModelUrl from '@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz?url';

/*
 * Text recognition on the shopper's device: Tesseract compiled to WebAssembly, run in a worker,
 * with its code and model served by the shop itself (never a CDN) and loaded only when a shopper
 * chooses a photo of a prescription. The photo never leaves the browser. The English model reads
 * what a prescription's table needs in every shop: digits, signs and the Latin column names.
 */

/** How far the recognition has come, 0 to 1. */
export type RecognitionProgress = (share: number) => void;

/** A phone several years old reads a photo in well under a minute; beyond this something broke. */
const recognitionTimeoutMs = 120_000;

/** The text a photo shows, line by line. Rejects when the engine fails or takes too long. */
export async function recogniseText(image: Blob, onProgress?: RecognitionProgress): Promise<string> {
  // The engine reports a crash in its worker here, not by rejecting what it is busy with.
  let fail: (error: unknown) => void = () => undefined;
  const failure = new Promise<never>((_resolve, reject) => {
    fail = reject;
  });
  // A failure after the text is back (the engine's error handler) must not surface as unhandled.
  failure.catch(() => undefined);
  const timer = setTimeout(() => fail(new Error('Reading the photo took too long')), recognitionTimeoutMs);
  const starting = createWorker('eng', OEM.LSTM_ONLY, {
    workerPath: workerUrl,
    corePath: coreUrl,
    // The engine asks for `{langPath}/eng.traineddata.gz` (see the build's asset names).
    langPath: englishModelUrl.slice(0, englishModelUrl.lastIndexOf('/')),
    gzip: true,
    // A worker from the shop's own address: the pages' policy allows scripts from there only.
    workerBlobURL: false,
    // The model comes from the browser's cache of the shop's assets; nothing else is kept.
    cacheMethod: 'none',
    errorHandler: fail,
    logger: (message) => {
      if (message.status === 'recognizing text') onProgress?.(message.progress);
    },
  });
  try {
    const worker = await Promise.race([starting, failure]);
    // Table cells are told apart by the spaces between them.
    await Promise.race([worker.setParameters({ preserve_interword_spaces: '1' }), failure]);
    const result = await Promise.race([worker.recognize(image), failure]);
    return result.data.text;
  } finally {
    clearTimeout(timer);
    void starting.then((worker) => worker.terminate()).catch(() => undefined);
  }
}
