import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { PHOTO_FORMATS, PHOTO_LIMITS } from '../../../domain/photos';

/** A photo as it is stored and served: re-encoded as WebP, fitted in the box, metadata dropped. */
export interface ProcessedImage {
  data: Buffer;
  width: number;
  height: number;
  hash: string;
  contentType: 'image/webp';
}

/**
 * Decodes an upload and re-encodes it (docs/product.md §12.18, decision 050), or answers null
 * when it is not a JPEG, PNG or WebP image: the format is the one the decoder finds in the bytes,
 * never the file's name or declared type. Re-encoding drops whatever else the file carried (EXIF
 * with its GPS position, trailing bytes), turns it upright, and fits it in PHOTO_LIMITS' box.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage | null> {
  const options = { limitInputPixels: PHOTO_LIMITS.maxInputPixels, failOn: 'error' as const };
  let format: string | undefined;
  try {
    format = (await sharp(input, options).metadata()).format;
  } catch {
    return null;
  }
  if (!format || !(PHOTO_FORMATS as readonly string[]).includes(format)) return null;
  try {
    const { data, info } = await sharp(input, options)
      .rotate()
      .resize({ width: PHOTO_LIMITS.maxWidth, height: PHOTO_LIMITS.maxHeight, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    const hash = createHash('sha256').update(data).digest('hex').slice(0, 32);
    return { data, width: info.width, height: info.height, hash, contentType: 'image/webp' };
  } catch {
    // Claims to be an image but does not decode whole (truncated, corrupt).
    return null;
  }
}
