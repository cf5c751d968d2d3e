import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

/** One picture as a Y4M frame: YUV 4:2:0 (BT.601, full range as `C420jpeg` says). */
async function y4mFrame(
  picture: string | Buffer,
): Promise<{ width: number; height: number; planes: Buffer[] }> {
  const { data, info } = await sharp(picture).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const luma = Buffer.alloc(width * height);
  const chroma = { u: Buffer.alloc((width / 2) * (height / 2)), v: Buffer.alloc((width / 2) * (height / 2)) };
  const rgb = (x: number, y: number) => {
    const at = (y * width + x) * 3;
    return [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0] as const;
  };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = rgb(x, y);
      luma[y * width + x] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
    }
  }
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      const [r, g, b] = rgb(x, y);
      const at = (y / 2) * (width / 2) + x / 2;
      chroma.u[at] = Math.max(0, Math.min(255, Math.round(128 - 0.168736 * r - 0.331264 * g + 0.5 * b)));
      chroma.v[at] = Math.max(0, Math.min(255, Math.round(128 + 0.5 * r - 0.418688 * g - 0.081312 * b)));
    }
  }
  return { width, height, planes: [luma, chroma.u, chroma.v] };
}

/**
 * A Y4M video of face pictures (file paths or PNG bytes, one size), for Chromium's fake camera
 * (`--use-file-for-fake-video-capture`), which plays it in a loop at 30 frames a second.
 */
export async function fakeCameraVideo(pictures: readonly (string | Buffer)[]): Promise<string> {
  const frames = await Promise.all(pictures.map(y4mFrame));
  const [first] = frames;
  if (!first) throw new Error('A video needs a picture');
  const file = join(mkdtempSync(join(tmpdir(), 'lumen-fake-camera-')), 'face.y4m');
  writeFileSync(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${first.width} H${first.height} F30:1 Ip A1:1 C420jpeg\n`),
      ...frames.flatMap((frame) => [Buffer.from('FRAME\n'), ...frame.planes]),
    ]),
  );
  return file;
}
