/**
 * What a card photo says besides the picture, removed on its bytes before it leaves the phone: a
 * camera's EXIF holds where the photo was taken (GPS), when, and on which device; XMP and text
 * chunks can hold the same. The insurance company needs the card, not the patient's home.
 *
 * Used for every photo the canvas does not re-encode (one small enough to keep its pixels, or one
 * the browser cannot decode, such as HEIC outside Safari). The picture's bytes stay as they are:
 * - JPEG: every APPn segment goes but JFIF (APP0), the colour profile (APP2 ICC_PROFILE) and
 *   Adobe's colour transform (APP14), which decoding needs; comments go; anything after the end
 *   of the image goes (phones append a second picture with its own EXIF there). The EXIF
 *   orientation, the one tag that changes how the card is shown, is written back alone.
 * - PNG: the text chunks (tEXt, zTXt, iTXt), eXIf and tIME go; anything after IEND goes.
 * - HEIC: the Exif and XMP items are overwritten with zeros where they lie, so that no offset in
 *   the file moves (the rotation is a property of the image there, not EXIF).
 * A file whose structure cannot be walked is not a readable image: null, and the field refuses it
 * rather than send what it could not clean.
 */
import type { CardImageKind } from '@portal/validation';

/** Bytes of a file (a `Blob` part, never shared memory). */
export type Bytes = Uint8Array<ArrayBuffer>;

/** The kinds whose metadata is removed here (a PDF is a document, not a photo). */
export type PhotoKind = Exclude<CardImageKind, 'pdf'>;

/**
 * The photo without its metadata: the very same array when there was nothing to remove, a new
 * one otherwise, or null when the bytes are not a well-formed image of that kind.
 */
export function stripImageMetadata(bytes: Bytes, kind: PhotoKind): Bytes | null {
  switch (kind) {
    case 'jpeg':
      return stripJpeg(bytes);
    case 'png':
      return stripPng(bytes);
    case 'heic':
      return stripHeic(bytes);
    default:
      return kind satisfies never;
  }
}

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));
const u16 = (bytes: Uint8Array, at: number) => ((bytes[at]! << 8) | bytes[at + 1]!) >>> 0;
const u32 = (bytes: Uint8Array, at: number) => ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;

function concat(parts: readonly Uint8Array[]): Bytes {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// JPEG

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;

/** Segments kept: all but the APPn and comments, and of those only what decoding needs. */
function keepsJpegSegment(marker: number, payload: Uint8Array): boolean {
  if (marker === APP0) return ascii(payload, 0, 5) === 'JFIF\0';
  if (marker === APP2) return ascii(payload, 0, 12) === 'ICC_PROFILE\0';
  if (marker === APP14) return ascii(payload, 0, 5) === 'Adobe';
  if (marker > APP0 && marker <= 0xef) return false; // APP1 (EXIF, XMP) and every other APPn
  return marker !== 0xfe; // COM
}

/** The EXIF orientation (2-8) of an APP1 payload, or null when it is absent, normal (1) or unreadable. */
export function exifOrientation(payload: Uint8Array): number | null {
  if (ascii(payload, 0, 6) !== 'Exif\0\0') return null;
  const tiff = payload.subarray(6);
  const order = ascii(tiff, 0, 2);
  if (order !== 'II' && order !== 'MM') return null;
  const little = order === 'II';
  const read16 = (at: number) => (little ? tiff[at]! | (tiff[at + 1]! << 8) : u16(tiff, at));
  const read32 = (at: number) => (little ? (tiff[at]! | (tiff[at + 1]! << 8) | (tiff[at + 2]! << 16) | (tiff[at + 3]! << 24)) >>> 0 : u32(tiff, at));
  if (tiff.length < 8) return null;
  const ifd = read32(4);
  if (ifd + 2 > tiff.length) return null;
  const count = read16(ifd);
  for (let entry = 0; entry < count; entry += 1) {
    const at = ifd + 2 + entry * 12;
    if (at + 12 > tiff.length) return null;
    if (read16(at) !== 0x0112) continue;
    const value = read16(at + 8);
    return value >= 2 && value <= 8 ? value : null;
  }
  return null;
}

/** An APP1 segment holding nothing but the orientation (big-endian TIFF, one IFD, one entry). */
export function orientationSegment(orientation: number): Bytes {
  return new Uint8Array([
    0xff, APP1, 0x00, 0x22,
    ...[0x45, 0x78, 0x69, 0x66, 0x00, 0x00], // Exif\0\0
    0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, // MM, 42, IFD0 at 8
    0x00, 0x01, // one entry
    0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, orientation, 0x00, 0x00, // Orientation, SHORT, 1
    0x00, 0x00, 0x00, 0x00, // no next IFD
  ]);
}

/** Where the entropy-coded data after a scan header ends: at the next marker, or -1 if none. */
function scanEnd(bytes: Uint8Array, from: number): number {
  for (let at = from; at + 1 < bytes.length; at += 1) {
    if (bytes[at] !== 0xff) continue;
    const next = bytes[at + 1]!;
    // 0x00: a stuffed 0xFF byte; D0-D7: restart markers, part of the data; 0xFF: a fill byte.
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff) continue;
    return at;
  }
  return -1;
}

function stripJpeg(bytes: Bytes): Bytes | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== SOI) return null;
  const kept: { marker: number; bytes: Uint8Array }[] = [];
  let changed = false;
  let orientation: number | null = null;
  let at = 2;
  for (;;) {
    if (at >= bytes.length || bytes[at] !== 0xff) return null; // truncated, or not a marker where one must be
    let markerAt = at + 1;
    while (markerAt < bytes.length && bytes[markerAt] === 0xff) markerAt += 1; // fill bytes
    if (markerAt >= bytes.length) return null;
    const marker = bytes[markerAt]!;
    const start = at;
    at = markerAt + 1;
    if (marker === EOI) {
      kept.push({ marker, bytes: bytes.subarray(start, at) });
      if (at < bytes.length) changed = true; // what follows the image (a second picture, a trailer) goes
      break;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      kept.push({ marker, bytes: bytes.subarray(start, at) });
      continue;
    }
    if (marker === 0x00 || marker === SOI || at + 2 > bytes.length) return null;
    const end = at + u16(bytes, at);
    if (end < at + 2 || end > bytes.length) return null;
    const payload = bytes.subarray(at + 2, end);
    if (marker === SOS) {
      const dataEnd = scanEnd(bytes, end);
      if (dataEnd < 0) return null;
      kept.push({ marker, bytes: bytes.subarray(start, dataEnd) });
      at = dataEnd;
      continue;
    }
    if (keepsJpegSegment(marker, payload)) kept.push({ marker, bytes: bytes.subarray(start, end) });
    else {
      changed = true;
      if (marker === APP1) orientation ??= exifOrientation(payload);
    }
    at = end;
  }
  if (!changed) return bytes;
  // The orientation goes right after SOI, or after JFIF's APP0, which must come first.
  const afterJfif = kept[0]?.marker === APP0 ? 1 : 0;
  const orientationParts = orientation === null ? [] : [orientationSegment(orientation)];
  return concat([bytes.subarray(0, 2), ...kept.slice(0, afterJfif).map((part) => part.bytes), ...orientationParts, ...kept.slice(afterJfif).map((part) => part.bytes)]);
}

// ---------------------------------------------------------------------------------------------
// PNG

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Chunks that say who, when or where, never how to draw the picture. */
const PNG_METADATA_CHUNKS = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

function stripPng(bytes: Bytes): Bytes | null {
  if (bytes.length < PNG_SIGNATURE.length || PNG_SIGNATURE.some((value, index) => bytes[index] !== value)) return null;
  const kept: Uint8Array[] = [bytes.subarray(0, PNG_SIGNATURE.length)];
  let changed = false;
  let at = PNG_SIGNATURE.length;
  for (;;) {
    if (at + 12 > bytes.length) return null; // no IEND: truncated
    const end = at + 12 + u32(bytes, at);
    if (end > bytes.length) return null;
    const type = ascii(bytes, at + 4, 4);
    if (PNG_METADATA_CHUNKS.has(type)) changed = true;
    else kept.push(bytes.subarray(at, end));
    at = end;
    if (type === 'IEND') break;
  }
  if (at < bytes.length) changed = true;
  return changed ? concat(kept) : bytes;
}

// ---------------------------------------------------------------------------------------------
// HEIC (ISO base media file format)

interface Box {
  type: string;
  /** Where the box's content starts (after its size and type). */
  content: number;
  end: number;
}

/** The boxes between `start` and `end`, or null when one overruns them. */
function boxesIn(bytes: Uint8Array, start: number, end: number): Box[] | null {
  const boxes: Box[] = [];
  for (let at = start; at < end; ) {
    if (at + 8 > end) return null;
    let size = u32(bytes, at);
    let content = at + 8;
    if (size === 1) {
      if (at + 16 > end) return null;
      size = u32(bytes, at + 8) * 2 ** 32 + u32(bytes, at + 12);
      content = at + 16;
    } else if (size === 0) size = end - at; // to the end
    if (size < content - at || at + size > end) return null;
    boxes.push({ type: ascii(bytes, at + 4, 4), content, end: at + size });
    at += size;
  }
  return boxes;
}

/** A reader of big-endian fields of 0, 2, 4 or 8 bytes within `end`; reading past it throws. */
function cursor(bytes: Uint8Array, start: number, end: number) {
  let at = start;
  const take = (size: number) => {
    if (at + size > end) throw new RangeError('past the box');
    const from = at;
    at += size;
    return from;
  };
  return {
    uint(size: number): number {
      if (size === 0) return 0;
      if (size === 2) return u16(bytes, take(2));
      if (size === 4) return u32(bytes, take(4));
      if (size === 8) {
        const from = take(8);
        return u32(bytes, from) * 2 ** 32 + u32(bytes, from + 4);
      }
      throw new RangeError(`a field of ${size} bytes`);
    },
    byte: () => bytes[take(1)]!,
    type: () => ascii(bytes, take(4), 4),
    text(): string {
      const from = at;
      while (at < end && bytes[at] !== 0) at += 1;
      if (at >= end) throw new RangeError('unterminated text');
      at += 1;
      return ascii(bytes, from, at - 1 - from);
    },
    skip: (size: number) => void take(size),
    get at() {
      return at;
    },
  };
}

/** Items of `iinf` that hold metadata: Exif, and XMP (a `mime` item of RDF/XML). */
function metadataItems(bytes: Uint8Array, iinf: Box): Set<number> {
  const read = cursor(bytes, iinf.content, iinf.end);
  const version = read.byte();
  read.skip(3);
  read.uint(version === 0 ? 2 : 4); // entry count: the boxes themselves are counted below
  const items = new Set<number>();
  for (const infe of boxesIn(bytes, read.at, iinf.end) ?? []) {
    if (infe.type !== 'infe') continue;
    const entry = cursor(bytes, infe.content, infe.end);
    const entryVersion = entry.byte();
    entry.skip(3);
    if (entryVersion < 2) continue; // versions 0 and 1 name no item type (not written by cameras)
    const id = entry.uint(entryVersion === 2 ? 2 : 4);
    entry.skip(2); // protection index
    const type = entry.type();
    entry.text(); // name
    const contentType = type === 'mime' ? entry.text() : '';
    if (type === 'Exif' || (type === 'mime' && /rdf|xml/i.test(contentType))) items.add(id);
  }
  return items;
}

/** The byte ranges of the given items (`iloc`), in the file; null when one cannot be placed. */
function itemRanges(bytes: Uint8Array, iloc: Box, items: Set<number>, idat: Box | undefined): Array<[number, number]> | null {
  const read = cursor(bytes, iloc.content, iloc.end);
  const version = read.byte();
  read.skip(3);
  const sizes = read.byte();
  const offsetSize = sizes >> 4;
  const lengthSize = sizes & 0x0f;
  const more = read.byte();
  const baseOffsetSize = more >> 4;
  const indexSize = version === 1 || version === 2 ? more & 0x0f : 0;
  const count = read.uint(version < 2 ? 2 : 4);
  const ranges: Array<[number, number]> = [];
  for (let item = 0; item < count; item += 1) {
    const id = read.uint(version < 2 ? 2 : 4);
    const construction = version === 1 || version === 2 ? read.uint(2) & 0x0f : 0;
    read.skip(2); // data reference index
    const base = read.uint(baseOffsetSize);
    const extents = read.uint(2);
    for (let extent = 0; extent < extents; extent += 1) {
      read.uint(indexSize);
      const offset = read.uint(offsetSize);
      const length = read.uint(lengthSize);
      if (!items.has(id)) continue;
      // 0: in the file; 1: in the meta box's idat. Anything else (data built from other items,
      // or a length of 0, "to the end") is not where a camera puts its metadata.
      if (length === 0 || construction > 1 || (construction === 1 && !idat)) return null;
      const start = (construction === 1 ? idat!.content : 0) + base + offset;
      const limit = construction === 1 ? idat!.end : bytes.length;
      if (start + length > limit) return null;
      ranges.push([start, start + length]);
    }
  }
  return ranges;
}

function stripHeic(bytes: Bytes): Bytes | null {
  const top = boxesIn(bytes, 0, bytes.length);
  if (!top || top[0]?.type !== 'ftyp') return null;
  const meta = top.find((box) => box.type === 'meta');
  if (!meta) return bytes;
  try {
    const children = boxesIn(bytes, meta.content + 4, meta.end); // meta is a full box: version and flags first
    if (!children) return null;
    const iinf = children.find((box) => box.type === 'iinf');
    const iloc = children.find((box) => box.type === 'iloc');
    if (!iinf) return bytes;
    const items = metadataItems(bytes, iinf);
    if (items.size === 0) return bytes;
    if (!iloc) return null;
    const ranges = itemRanges(bytes, iloc, items, children.find((box) => box.type === 'idat'));
    if (!ranges) return null;
    const out = bytes.slice();
    for (const [start, end] of ranges) out.fill(0, start, end);
    return out;
  } catch {
    return null; // a field read past its box: not a well-formed file
  }
}
