import { z } from 'zod';

/** §5: the image formats the shop accepts (uploads) and serves (image endpoint). */
export const imageFormats = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'avif', 'webp'] as const;
export const ImageFormatSchema = z.enum(imageFormats);
export type ImageFormat = z.infer<typeof ImageFormatSchema>;

/** §9: images are delivered as webp unless a caller asks for another format. */
export const defaultImageFormat: ImageFormat = 'webp';

/** Whether `value` is one of the §5 formats, exactly as the image endpoint spells it (lowercase). */
export function isImageFormat(value: string): value is ImageFormat {
  return (imageFormats as readonly string[]).includes(value);
}

/**
 * The §5 format of an uploaded file judged by its extension (`Rezept.JPG` → `jpg`), or undefined
 * when the extension is missing or not allowed. File names come from shoppers, so case is ignored.
 */
export function imageFormatOfFileName(fileName: string): ImageFormat | undefined {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return undefined;
  const extension = fileName.slice(dot + 1).toLowerCase();
  return isImageFormat(extension) ? extension : undefined;
}
