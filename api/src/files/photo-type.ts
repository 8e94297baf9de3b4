import { open, readFile } from 'node:fs/promises';
import decode from 'heic-decode';
import sharp from 'sharp';
import { MAX_PHOTO_PIXELS } from '../domain/constants';
import { AppError } from '../errors';

/**
 * Photos of pages (JPEG, PNG, WebP, HEIC/HEIF), recognised by their bytes, never by name, and
 * checked at upload as far as their headers tell without decoding the pixels: a file that is no
 * image (or not one of these), a damaged header, and a pixel bomb (a small file that declares
 * 50,000 x 50,000 pixels) are refused before anything is stored.
 */

export type PhotoExt = 'jpg' | 'png' | 'webp' | 'heic';
export const PHOTO_MIME: Record<PhotoExt, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', heic: 'image/heic' };

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

export function sniffPhoto(head: Buffer): PhotoExt | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  if (head.length >= 8 && head.readUInt32BE(0) === 0x89504e47 && head.readUInt32BE(4) === 0x0d0a1a0a) return 'png';
  if (head.length >= 12 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp' && HEIF_BRANDS.has(head.toString('latin1', 8, 12))) return 'heic';
  return null;
}

export async function readHead(path: string, bytes = 64): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await file.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

export const notAPhotoMessage = (name: string) =>
  `"${name}" is not a JPEG, PNG, WebP or HEIC photo. Choose photos of your pages (or one PDF, DOC, DOCX, PPTX, PPT, ODP or TXT file).`;
export const damagedPhotoMessage = (name: string) => `"${name}" could not be read as an image: it may be damaged or cut off. Take or export the photo again.`;
export const pixelBombMessage = (name: string, width: number, height: number) =>
  `"${name}" declares ${width} x ${height} pixels; the most a photo may have is ${MAX_PHOTO_PIXELS / 1_000_000} megapixels. Resize it and choose it again.`;

/** Width and height from the header only (HEIC through libheif, which parses the container without decoding). */
async function dimensions(path: string, ext: PhotoExt): Promise<{ width: number; height: number }> {
  if (ext === 'heic') {
    const images = await decode.all({ buffer: await readFile(path) });
    try {
      if (!images[0]) throw new Error('no image in the HEIF container');
      return { width: images[0].width, height: images[0].height };
    } finally {
      images.dispose();
    }
  }
  // limitInputPixels off here: the header is read only, and the limit is ours to say.
  const meta = await sharp(path, { limitInputPixels: false }).metadata();
  if (!meta.width || !meta.height) throw new Error('no dimensions');
  return { width: meta.width, height: meta.height };
}

/** The photo's type; throws AppError (415 not a photo, 400 damaged, 413 too many pixels) with a message that says what to do. */
export async function checkPhoto(path: string, name: string): Promise<PhotoExt> {
  const ext = sniffPhoto(await readHead(path));
  if (!ext) throw new AppError('UNSUPPORTED_MEDIA_TYPE', notAPhotoMessage(name), [{ field: 'photos', message: notAPhotoMessage(name) }]);
  let size: { width: number; height: number };
  try {
    size = await dimensions(path, ext);
  } catch {
    throw new AppError('BAD_USER_INPUT', damagedPhotoMessage(name), [{ field: 'photos', message: damagedPhotoMessage(name) }]);
  }
  if (size.width * size.height > MAX_PHOTO_PIXELS) {
    const message = pixelBombMessage(name, size.width, size.height);
    throw new AppError('PAYLOAD_TOO_LARGE', message, [{ field: 'photos', message }]);
  }
  return ext;
}
