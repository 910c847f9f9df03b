import { afterEach, describe, expect, it, vi } from 'vitest';
import { exifSegment, metadataLeft, structuralJpeg, withJpegSegments } from '@portal/testing/photoMetadata';
import { CARD_IMAGE_JPEG_QUALITY, CARD_IMAGE_MAX_SIDE, prepareCardImage, jpegFileName, scaledSize, UnreadableCardImageError, type ImageCodec, type ImageSize } from './downscale.ts';
import { itMapsEach } from '@portal/testing/table';

/** A codec that "decodes" every file to this size and "encodes" a small JPEG-looking blob. */
function fakeCodec(size: ImageSize | Error, encoded: Blob | Error = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' })) {
  const close = vi.fn();
  const codec = {
    decode: vi.fn<ImageCodec['decode']>(async () => {
      if (size instanceof Error) throw size;
      return { ...size, close };
    }),
    encode: vi.fn<ImageCodec['encode']>(async () => {
      if (encoded instanceof Error) throw encoded;
      return encoded;
    }),
  } satisfies ImageCodec;
  return { codec, close };
}

/** A JPEG without metadata (its structure only: jsdom decodes nothing). */
const photo = (name = 'IMG_0042.JPG', type = 'image/jpeg') => new File([structuralJpeg()], name, { type, lastModified: 1_700_000_000_000 });
/** A camera's JPEG: EXIF with the camera, the date, GPS and an orientation. */
const cameraPhoto = (name = 'IMG_0042.JPG') => new File([withJpegSegments(structuralJpeg(), exifSegment({ orientation: 6, little: true }))], name, { type: 'image/jpeg', lastModified: 1_700_000_000_000 });
const bytesOf = async (file: Blob) => new Uint8Array(await file.arrayBuffer());

describe('scaledSize: the long side becomes 2000 px, proportions kept', () => {
  it.each([
    ['landscape 4000×3000', { width: 4000, height: 3000 }, { width: 2000, height: 1500 }],
    ['portrait 3000×4000', { width: 3000, height: 4000 }, { width: 1500, height: 2000 }],
    ['square 4032×4032', { width: 4032, height: 4032 }, { width: 2000, height: 2000 }],
    ['a phone photo 4032×3024', { width: 4032, height: 3024 }, { width: 2000, height: 1500 }],
    ['one pixel over 2001×1000 (rounded)', { width: 2001, height: 1000 }, { width: 2000, height: 1000 }],
    ['a thin strip never goes to 0 px', { width: 100_000, height: 10 }, { width: 2000, height: 1 }],
  ])('%s', (_name, size, expected) => {
    expect(scaledSize(size)).toEqual(expected);
  });

  it.each([
    ['long side exactly 2000', { width: 2000, height: 1500 }],
    ['portrait exactly 2000', { width: 1200, height: 2000 }],
    ['smaller', { width: 800, height: 600 }],
  ])('%s: unchanged (null)', (_name, size) => {
    expect(scaledSize(size)).toBeNull();
  });

  it('takes another limit', () => {
    expect(scaledSize({ width: 1000, height: 500 }, 500)).toEqual({ width: 500, height: 250 });
  });
});

describe('jpegFileName', () => {
  itMapsEach(jpegFileName, '%s → %s', [
    ['IMG_0042.HEIC', 'IMG_0042.jpg'],
    ['card.png', 'card.jpg'],
    ['card.front.jpeg', 'card.front.jpg'],
    ['scan', 'scan.jpg'],
    ['.png', 'card.jpg'],
  ]);
});

describe('prepareCardImage', () => {
  it('given a 4000×3000 JPEG, draws it at 2000×1500 as a JPEG of quality 0.85, named .jpg, and frees the decoded image', async () => {
    const { codec, close } = fakeCodec({ width: 4000, height: 3000 });
    const original = photo('IMG_0042.JPG');
    const result = await prepareCardImage(original, 'jpeg', { codec });

    expect(codec.decode).toHaveBeenCalledWith(original);
    expect(codec.encode).toHaveBeenCalledWith(expect.objectContaining({ width: 4000, height: 3000 }), { width: 2000, height: 1500 }, 0.85);
    expect(CARD_IMAGE_JPEG_QUALITY).toBe(0.85);
    expect(CARD_IMAGE_MAX_SIDE).toBe(2000);
    expect(result).not.toBe(original);
    expect(result).toBeInstanceOf(File);
    expect(result.name).toBe('IMG_0042.jpg');
    expect(result.type).toBe('image/jpeg');
    expect(result.lastModified).toBe(original.lastModified);
    expect(new Uint8Array(await result.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('given a 3000×4000 portrait PNG, draws it at 1500×2000 and names it .jpg', async () => {
    const { codec } = fakeCodec({ width: 3000, height: 4000 });
    const result = await prepareCardImage(photo('card.png', 'image/png'), 'png', { codec });
    expect(codec.encode).toHaveBeenCalledWith(expect.anything(), { width: 1500, height: 2000 }, 0.85);
    expect(result.name).toBe('card.jpg');
    expect(result.type).toBe('image/jpeg');
  });

  it('given a HEIC the browser decodes (Safari), converts it too', async () => {
    const { codec } = fakeCodec({ width: 4032, height: 3024 });
    const result = await prepareCardImage(photo('IMG_0042.HEIC', 'image/heic'), 'heic', { codec });
    expect(result.name).toBe('IMG_0042.jpg');
  });

  it.each([
    ['long side exactly 2000', { width: 2000, height: 1500 }],
    ['smaller', { width: 1200, height: 900 }],
  ])('given an image whose %s, returns the very same file without encoding', async (_name, size) => {
    const { codec, close } = fakeCodec(size);
    const original = photo();
    await expect(prepareCardImage(original, 'jpeg', { codec })).resolves.toBe(original);
    expect(codec.encode).not.toHaveBeenCalled();
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('given a file that fails to decode and has no metadata, returns the original', async () => {
    const { codec } = fakeCodec(new Error('The source image cannot be decoded'));
    const original = photo();
    await expect(prepareCardImage(original, 'jpeg', { codec })).resolves.toBe(original);
    expect(codec.encode).not.toHaveBeenCalled();
  });

  it.each([
    ['a small camera photo (kept at its size)', { width: 1600, height: 1200 } as ImageSize | Error],
    ['a photo the browser cannot decode', new Error('The source image cannot be decoded')],
  ])('given %s with GPS EXIF: the same pixels without camera, date or GPS, name and type kept', async (_name, decoded) => {
    const { codec } = fakeCodec(decoded);
    const original = cameraPhoto();
    expect(metadataLeft(await bytesOf(original))).toEqual(['camera make', 'GPS latitude', 'date taken']);
    const kept = await prepareCardImage(original, 'jpeg', { codec });
    expect(kept).not.toBe(original);
    expect(metadataLeft(await bytesOf(kept))).toEqual([]);
    expect([kept.name, kept.type, kept.lastModified]).toEqual(['IMG_0042.JPG', 'image/jpeg', original.lastModified]);
    expect(codec.encode).not.toHaveBeenCalled();
  });

  it('given a photo whose bytes cannot be walked, rejects: it is never sent as it is', async () => {
    const { codec } = fakeCodec(new Error('The source image cannot be decoded'));
    const broken = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 1, 2, 3])], 'IMG_0042.JPG', { type: 'image/jpeg' });
    const rejection = prepareCardImage(broken, 'jpeg', { codec });
    await expect(rejection).rejects.toThrow(UnreadableCardImageError);
    await expect(rejection).rejects.toThrow('IMG_0042.JPG: not a well-formed image');
  });

  it('a HEIC the browser cannot decode (outside Safari) keeps its bytes when it holds no metadata', async () => {
    const { codec } = fakeCodec(new Error('The source image cannot be decoded'));
    const heic = new File([new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode('ftypheic'), 0, 0, 0, 0, ...new TextEncoder().encode('mif1heic')])], 'IMG_0042.HEIC', { type: 'image/heic' });
    await expect(prepareCardImage(heic, 'heic', { codec })).resolves.toBe(heic);
  });

  it('given an encoding failure, returns the photo without metadata and still frees the decoded image', async () => {
    const { codec, close } = fakeCodec({ width: 4000, height: 3000 }, new Error('canvas too large'));
    const original = photo();
    await expect(prepareCardImage(original, 'jpeg', { codec })).resolves.toBe(original);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('given a PDF, returns it untouched without trying to decode it', async () => {
    const { codec } = fakeCodec({ width: 4000, height: 3000 });
    const pdf = new File(['%PDF-1.7'], 'card.pdf', { type: 'application/pdf' });
    await expect(prepareCardImage(pdf, 'pdf', { codec })).resolves.toBe(pdf);
    expect(codec.decode).not.toHaveBeenCalled();
  });

  it('takes another size limit and quality', async () => {
    const { codec } = fakeCodec({ width: 1000, height: 800 });
    await prepareCardImage(photo(), 'jpeg', { codec, maxSide: 500, quality: 0.7 });
    expect(codec.encode).toHaveBeenCalledWith(expect.anything(), { width: 500, height: 400 }, 0.7);
  });

  it('with the browser codec where there is no createImageBitmap (jsdom, old browsers), returns the original without its metadata', async () => {
    expect(typeof globalThis.createImageBitmap).toBe('undefined');
    const original = photo();
    await expect(prepareCardImage(original, 'jpeg')).resolves.toBe(original);
    expect(metadataLeft(await bytesOf(await prepareCardImage(cameraPhoto(), 'jpeg')))).toEqual([]);
  });

  it('a photo shrunk on the canvas is what the canvas made: the original bytes (and their EXIF) are not read', async () => {
    const { codec } = fakeCodec({ width: 4032, height: 3024 });
    const kept = await prepareCardImage(cameraPhoto(), 'jpeg', { codec });
    expect(await bytesOf(kept)).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]));
  });
});

describe('browserImageCodec (with stand-ins for createImageBitmap and OffscreenCanvas)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('decodes with the EXIF orientation applied, draws scaled on an OffscreenCanvas and exports a JPEG', async () => {
    const close = vi.fn();
    // A portrait phone photo stored landscape with EXIF orientation 6: the bitmap is upright.
    const createImageBitmap = vi.fn(async () => ({ width: 3024, height: 4032, close }));
    const drawImage = vi.fn();
    const fillRect = vi.fn();
    const convertToBlob = vi.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' }));
    const canvases: Array<{ width: number; height: number }> = [];
    class FakeOffscreenCanvas {
      constructor(
        public width: number,
        public height: number,
      ) {
        canvases.push(this);
      }
      getContext() {
        return { drawImage, fillRect, fillStyle: '', imageSmoothingEnabled: false, imageSmoothingQuality: 'low' };
      }
      convertToBlob = convertToBlob;
    }
    vi.stubGlobal('createImageBitmap', createImageBitmap);
    vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);

    const original = photo('IMG_0042.JPG');
    const result = await prepareCardImage(original, 'jpeg');

    expect(createImageBitmap).toHaveBeenCalledWith(original, { imageOrientation: 'from-image' });
    expect(canvases).toEqual([expect.objectContaining({ width: 1500, height: 2000 })]);
    expect(fillRect).toHaveBeenCalledWith(0, 0, 1500, 2000);
    expect(drawImage).toHaveBeenCalledWith(expect.objectContaining({ width: 3024, height: 4032 }), 0, 0, 1500, 2000);
    expect(convertToBlob).toHaveBeenCalledWith({ type: 'image/jpeg', quality: 0.85 });
    expect(result.name).toBe('IMG_0042.jpg');
    expect(result.type).toBe('image/jpeg');
    expect(close).toHaveBeenCalledTimes(1);
  });
});
