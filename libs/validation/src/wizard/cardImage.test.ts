// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { baseCopy } from '@portal/program-config/copy/en';
import { formatCopy } from '@portal/program-config/format';
import { CARD_IMAGE_MAX_BYTES, cardImageKindOf, checkCardImage, type CardImageKind } from './cardImage.ts';

const bytes = (...parts: (number[] | string)[]) => new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part)));
const boxSize = [0x00, 0x00, 0x00, 0x18];

const samples = {
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF'),
  jpegExif: bytes([0xff, 0xd8, 0xff, 0xe1, 0x00, 0x10], 'Exif'),
  png: bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR'),
  pdf: bytes('%PDF-1.7\n'),
  text: bytes('Member ID: M-123\n'),
};

describe('cardImageKindOf: the file by its first bytes', () => {
  it.each<[string, Uint8Array, CardImageKind | null]>([
    ['JPEG (JFIF)', samples.jpeg, 'jpeg'],
    ['JPEG (Exif, as phones write)', samples.jpegExif, 'jpeg'],
    ['PNG', samples.png, 'png'],
    ['PDF', samples.pdf, 'pdf'],
    ...['heic', 'heix', 'hevc', 'heif', 'mif1', 'msf1'].map((brand): [string, Uint8Array, CardImageKind] => [`HEIF brand ${brand}`, bytes(boxSize, 'ftyp', brand, [0, 0, 0, 0]), 'heic']),
    ['AVIF (another ftyp brand)', bytes(boxSize, 'ftyp', 'avif', [0, 0, 0, 0]), null],
    ['MP4 (another ftyp brand)', bytes(boxSize, 'ftyp', 'isom'), null],
    ['a brand without ftyp', bytes(boxSize, 'moov', 'heic'), null],
    ['ftyp cut short', bytes(boxSize, 'ftyp', 'he'), null],
    ['text', samples.text, null],
    ['a PNG signature cut short', bytes([0x89], 'PNG'), null],
    ['two JPEG bytes only', bytes([0xff, 0xd8]), null],
    ['"%PDF" without its dash', bytes('%PDF1.7'), null],
    ['GIF', bytes('GIF89a'), null],
    ['nothing', bytes(), null],
  ])('%s -> %s', (_label, sample, kind) => {
    expect(cardImageKindOf(sample)).toBe(kind);
  });
});

const file = (name: string, head: Uint8Array<ArrayBuffer>, size = head.length) => new File([head, new Uint8Array(Math.max(0, size - head.length))], name);

describe('checkCardImage: JPEG, PNG, HEIC or PDF up to 10 MB, by content', () => {
  it.each<[string, Uint8Array<ArrayBuffer>, CardImageKind]>([
    ['card.jpg', samples.jpeg, 'jpeg'],
    ['card.png', samples.png, 'png'],
    ['IMG_0001.HEIC', bytes(boxSize, 'ftyp', 'heic', [0, 0, 0, 0]), 'heic'],
    ['card.pdf', samples.pdf, 'pdf'],
    // The name does not decide: a real JPEG named .txt is a JPEG.
    ['scan.txt', samples.jpeg, 'jpeg'],
  ])('%s is accepted as %s', async (name, head, kind) => {
    expect(await checkCardImage(file(name, head))).toEqual({ ok: true, kind });
  });

  it('a .txt renamed .jpg is refused with the named message', async () => {
    const result = await checkCardImage(new File(['Member ID: M-123'], 'card.jpg', { type: 'image/jpeg' }));
    expect(result).toEqual({ ok: false, error: 'cardImageNotAccepted' });
    if (!result.ok) expect(formatCopy(baseCopy.validation[result.error], { name: 'card.jpg' })).toBe('card.jpg is not a JPEG, PNG, HEIC or PDF image');
  });

  it('an empty file is refused', async () => {
    expect(await checkCardImage(new File([], 'card.jpg'))).toEqual({ ok: false, error: 'cardImageNotAccepted' });
  });

  it('10 MB exactly is accepted; one byte more is refused with the named message', async () => {
    expect(CARD_IMAGE_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(await checkCardImage(file('big.jpg', samples.jpeg, CARD_IMAGE_MAX_BYTES))).toEqual({ ok: true, kind: 'jpeg' });
    const result = await checkCardImage(file('big.jpg', samples.jpeg, CARD_IMAGE_MAX_BYTES + 1));
    expect(result).toEqual({ ok: false, error: 'cardImageTooLarge' });
    if (!result.ok) expect(formatCopy(baseCopy.validation[result.error], { name: 'big.jpg' })).toBe('big.jpg is larger than 10 MB');
  });

  it('a large file that is no image is refused for what it is', async () => {
    expect(await checkCardImage(file('big.jpg', samples.text, CARD_IMAGE_MAX_BYTES + 1))).toEqual({ ok: false, error: 'cardImageNotAccepted' });
  });
});
