/**
 * Makes a card photo ready to keep and upload: smaller, and saying nothing but the picture. A
 * phone camera's 12-48 MP photo is 3-10 MB, while a card is readable at 2000 px on its long side
 * (~0.5 MB as a JPEG); and its EXIF says where it was taken (GPS), which must not leave the phone.
 *
 * The decoding and encoding are injectable (`ImageCodec`): jsdom has no canvas, so the unit tests
 * check the sizes and the fallbacks with a fake codec; the browser uses `browserImageCodec`.
 */
import type { CardImageKind } from '@portal/validation';
import { stripImageMetadata } from './metadata.ts';

/** The long side of a downscaled photo, in pixels. */
export const CARD_IMAGE_MAX_SIDE = 2000;
/** JPEG quality of a downscaled photo (0-1). */
export const CARD_IMAGE_JPEG_QUALITY = 0.85;

/** A decoded image: its size after EXIF orientation, and how to free it. */
interface DecodedImage {
  readonly width: number;
  readonly height: number;
  close?: () => void;
}

export interface ImageCodec {
  /** Rejects when the browser cannot decode the file (e.g. HEIC outside Safari). */
  decode: (file: Blob) => Promise<DecodedImage>;
  /** Draws the image `decode` gave at this size and encodes it as a JPEG of this quality. */
  encode: (image: DecodedImage, size: ImageSize, quality: number) => Promise<Blob>;
}

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * The size to draw an image at so that its long side is `maxSide`, keeping its proportions; null
 * when it is no larger than that already (it is then kept as it is).
 */
export function scaledSize({ width, height }: ImageSize, maxSide = CARD_IMAGE_MAX_SIDE): ImageSize | null {
  const longSide = Math.max(width, height);
  if (!(longSide > maxSide)) return null;
  const scale = maxSide / longSide;
  return width >= height
    ? { width: maxSide, height: Math.max(1, Math.round(height * scale)) }
    : { width: Math.max(1, Math.round(width * scale)), height: maxSide };
}

/** `IMG_0042.HEIC` → `IMG_0042.jpg`; a name without an extension gets one. */
export function jpegFileName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '');
  return `${base === '' ? 'card' : base}.jpg`;
}

/**
 * The browser's codec: `createImageBitmap` with the EXIF orientation applied (so a portrait photo
 * stays upright), drawn on an OffscreenCanvas where there is one, otherwise on a DOM canvas.
 */
const browserImageCodec: ImageCodec = {
  decode: async (file) => {
    if (typeof createImageBitmap !== 'function') throw new Error('createImageBitmap is not available');
    return createImageBitmap(file, { imageOrientation: 'from-image' });
  },
  encode: async (decoded, { width, height }, quality) => {
    // What decode above returned.
    const image = decoded as ImageBitmap;
    if (typeof OffscreenCanvas === 'function') {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2D context');
      drawScaled(context, image, width, height);
      return canvas.convertToBlob({ type: 'image/jpeg', quality });
    }
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D context');
    drawScaled(context, image, width, height);
    return new Promise<Blob>((resolve, reject) => {
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The canvas could not be encoded'))), 'image/jpeg', quality);
    });
  },
};

function drawScaled(context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D, image: ImageBitmap, width: number, height: number) {
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  // A transparent PNG would turn black in a JPEG: white behind it, as on paper.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
}

export interface DownscaleOptions {
  codec?: ImageCodec;
  maxSide?: number;
  quality?: number;
}

/** The photo could not be cleaned of its metadata (its bytes are not a well-formed image): it is not sent. */
export class UnreadableCardImageError extends Error {
  constructor(name: string) {
    super(`${name}: not a well-formed image`);
    this.name = 'UnreadableCardImageError';
  }
}

/**
 * What is kept of an accepted card file:
 * - a JPEG, PNG or (where the browser decodes it, i.e. Safari) HEIC photo whose long side is over
 *   `maxSide`: drawn on a canvas at that long side and encoded as a JPEG `File` named like the
 *   original with `.jpg` (a canvas carries no metadata);
 * - any other photo (small enough already, or one the browser cannot decode or encode): the same
 *   pixels without their metadata (metadata.ts), the very same `File` when there was none;
 *   UnreadableCardImageError when its structure cannot be walked;
 * - a PDF: unchanged (a document, not a camera's photo).
 */
export async function prepareCardImage(
  file: File,
  kind: CardImageKind,
  { codec = browserImageCodec, maxSide = CARD_IMAGE_MAX_SIDE, quality = CARD_IMAGE_JPEG_QUALITY }: DownscaleOptions = {},
): Promise<File> {
  if (kind === 'pdf') return file;
  const shrunk = await shrunkOnCanvas(file, codec, maxSide, quality);
  if (shrunk) return shrunk;
  const bytes = new Uint8Array(await file.arrayBuffer());
  const stripped = stripImageMetadata(bytes, kind);
  if (!stripped) throw new UnreadableCardImageError(file.name);
  return stripped === bytes ? file : new File([stripped], file.name, { type: file.type, lastModified: file.lastModified });
}

/** The photo redrawn at `maxSide` when it is larger; null when it is not, or cannot be decoded or encoded here. */
async function shrunkOnCanvas(file: File, codec: ImageCodec, maxSide: number, quality: number): Promise<File | null> {
  let image: DecodedImage;
  try {
    image = await codec.decode(file);
  } catch {
    return null;
  }
  try {
    const size = scaledSize(image, maxSide);
    if (!size) return null;
    const blob = await codec.encode(image, size, quality);
    return new File([blob], jpegFileName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return null;
  } finally {
    image.close?.();
  }
}
