import { mkdir, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { facePhotoSvg } from './face-photo.ts';
import { facePhotos } from './face-photos.ts';

/** Draws the try-on's test faces into `photos/` as PNG, each with what a person would measure on it. */
const directory = new URL('photos/', import.meta.url);
await mkdir(directory, { recursive: true });
for (const spec of facePhotos) {
  const { svg } = facePhotoSvg(spec);
  await writeFile(new URL(`${spec.name}.png`, directory), await sharp(Buffer.from(svg)).png().toBuffer());
}
process.stdout.write(`${facePhotos.length} faces drawn into ${directory.pathname}\n`);
