import sharp from 'sharp';
import { DamagedFile } from './heic-metadata.ts';

/** The longest side a stored photo keeps: a prescription stays legible, a 48-megapixel photo shrinks. */
export const maxImageSide = 2560;
/** Larger pictures are refused before decoding: a small file can claim a huge picture (a decompression bomb). */
const maxInputPixels = 64_000_000;

/**
 * A JPEG, PNG or WebP photo decoded and encoded again in its own format: turned upright by its EXIF
 * orientation, fitted within `maxImageSide`, and written without any metadata (sharp keeps none unless
 * asked), so the camera's data and the GPS position are gone. A truncated or undecodable picture is
 * refused as damaged.
 */
export async function cleanImage(input: Buffer, kind: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
  try {
    const image = sharp(input, { failOn: 'truncated', limitInputPixels: maxInputPixels })
      .rotate()
      .resize({ width: maxImageSide, height: maxImageSide, fit: 'inside', withoutEnlargement: true });
    const encoded =
      kind === 'png'
        ? image.png()
        : kind === 'webp'
          ? image.webp({ quality: 82 })
          : image.jpeg({ quality: 82 });
    return await encoded.toBuffer();
  } catch (error) {
    throw new DamagedFile(`the picture could not be decoded: ${(error as Error).message}`);
  }
}
