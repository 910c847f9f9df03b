/**
 * Which files a card photo may be (the insurance step's card images, access-and-identity §2):
 * JPEG, PNG, HEIC/HEIF or PDF, at most 10 MB, recognised by the file's first bytes. The name and
 * the MIME type the browser reports come from the extension, so a text file renamed `card.jpg`
 * would pass a check on them.
 */
export const CARD_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export type CardImageKind = 'jpeg' | 'png' | 'heic' | 'pdf';

/** The longest signature read: an ISO-BMFF box size (4), 'ftyp' (4) and the major brand (4). */
const SIGNATURE_BYTES = 12;

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF = [...'%PDF-'].map((char) => char.charCodeAt(0));
/** HEIC/HEIF major brands (ISO/IEC 23008-12): image and sequence, HEVC-coded or any codec. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'heif', 'mif1', 'msf1']);

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

function isHeif(bytes: Uint8Array): boolean {
  return bytes.length >= SIGNATURE_BYTES && ascii(bytes, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 12));
}

/** The kind of file these first bytes start, or null for anything a card photo may not be. */
export function cardImageKindOf(bytes: Uint8Array): CardImageKind | null {
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, PDF)) return 'pdf';
  return isHeif(bytes) ? 'heic' : null;
}

export type CardImageCheck =
  | { ok: true; kind: CardImageKind }
  /** A key of copy.validation whose text takes the file's name as {name}. */
  | { ok: false; error: 'cardImageNotAccepted' | 'cardImageTooLarge' };

/**
 * Reads the file's first bytes: what it is decides first, then its size. `checkSize: false` checks
 * the kind only, for a caller that shrinks a photo first and then checks the size of what it keeps
 * (`cardImageTooLarge`), so a 12 MB camera photo is not refused for a size it will not have.
 */
export async function checkCardImage(file: Blob, { checkSize = true }: { checkSize?: boolean } = {}): Promise<CardImageCheck> {
  const kind = cardImageKindOf(new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer()));
  if (!kind) return { ok: false, error: 'cardImageNotAccepted' };
  return checkSize && cardImageTooLarge(file) ? { ok: false, error: 'cardImageTooLarge' } : { ok: true, kind };
}

/** §5: a card image is at most 10 MB. */
export function cardImageTooLarge(file: Blob): boolean {
  return file.size > CARD_IMAGE_MAX_BYTES;
}
