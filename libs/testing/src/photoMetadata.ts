/**
 * Card photos carrying what a phone camera writes (where, when, which device), built at test time
 * from bytes: no binary fixture in the repository, and each test sees exactly what it checks for.
 * Used by the unit tests of the card photo (jsdom: on bytes) and the wizard's end-to-end test
 * (Chromium: a real JPEG drawn by the page, with this EXIF put in).
 */

/** The camera the EXIF names. */
const TEST_CAMERA_MAKE = 'PortalTestCam';
/** Where the photo was "taken": 40°42'51.23" N, 74°0'21.5" W, as EXIF rationals. */
const TEST_GPS = {
  latitude: [
    [40, 1],
    [42, 1],
    [5123, 100],
  ],
  longitude: [
    [74, 1],
    [0, 1],
    [215, 10],
  ],
} as const;
/** The same place as XMP writes it. */
const TEST_XMP_GPS = '40,42.853833N';

const text = (value: string) => new TextEncoder().encode(value);

export function concatBytes(...parts: ArrayLike<number>[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function uint(value: number, size: 2 | 4, little = false): number[] {
  const bytes = size === 2 ? [(value >> 8) & 0xff, value & 0xff] : [(value >>> 24) & 0xff, (value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
  return little ? bytes.reverse() : bytes;
}

/** The rationals of the test latitude as a TIFF stores them. */
function latitudeBytes(little = false): Uint8Array {
  return Uint8Array.from(TEST_GPS.latitude.flatMap(([numerator, denominator]) => [...uint(numerator, 4, little), ...uint(denominator, 4, little)]));
}

/**
 * A TIFF (the body of an EXIF block) whose first IFD names the camera, the date and the
 * orientation and points to a GPS IFD with the test latitude and longitude.
 */
function exifTiff({ orientation = 1, little = false }: { orientation?: number; little?: boolean } = {}): Uint8Array {
  const make = text(`${TEST_CAMERA_MAKE}\0`);
  const date = text('2026:11:20 09:41:00\0');
  const ifd0At = 8;
  const gpsAt = ifd0At + 2 + 4 * 12 + 4;
  const dataAt = gpsAt + 2 + 4 * 12 + 4;
  const makeAt = dataAt;
  const dateAt = makeAt + make.length;
  const latitudeAt = dateAt + date.length;
  const longitudeAt = latitudeAt + 24;
  const u16 = (value: number) => uint(value, 2, little);
  const u32 = (value: number) => uint(value, 4, little);
  const entry = (tag: number, type: number, count: number, value: number[]) => [...u16(tag), ...u16(type), ...u32(count), ...value];
  const inline = (bytes: number[]) => [...bytes, 0, 0, 0, 0].slice(0, 4);
  const rationals = (values: readonly (readonly [number, number])[]) => values.flatMap(([numerator, denominator]) => [...u32(numerator), ...u32(denominator)]);
  return Uint8Array.from([
    ...(little ? [0x49, 0x49] : [0x4d, 0x4d]),
    ...u16(42),
    ...u32(ifd0At),
    ...u16(4),
    ...entry(0x010f, 2, make.length, u32(makeAt)), // Make
    ...entry(0x0112, 3, 1, inline(u16(orientation))), // Orientation
    ...entry(0x0132, 2, date.length, u32(dateAt)), // DateTime
    ...entry(0x8825, 4, 1, u32(gpsAt)), // GPSInfo
    ...u32(0),
    ...u16(4),
    ...entry(0x0001, 2, 2, inline([0x4e, 0])), // GPSLatitudeRef N
    ...entry(0x0002, 5, 3, u32(latitudeAt)), // GPSLatitude
    ...entry(0x0003, 2, 2, inline([0x57, 0])), // GPSLongitudeRef W
    ...entry(0x0004, 5, 3, u32(longitudeAt)), // GPSLongitude
    ...u32(0),
    ...make,
    ...date,
    ...rationals(TEST_GPS.latitude),
    ...rationals(TEST_GPS.longitude),
  ]);
}

/** A JPEG segment: marker and payload, with the payload's length. */
export function jpegSegment(marker: number, payload: ArrayLike<number>): Uint8Array {
  return concatBytes([0xff, marker, ...uint(payload.length + 2, 2)], payload);
}

/** The APP1 segment of a camera's EXIF. */
export function exifSegment(options?: { orientation?: number; little?: boolean }): Uint8Array {
  return jpegSegment(0xe1, concatBytes(text('Exif\0\0'), exifTiff(options)));
}

/** An XMP packet that says where the photo was taken, as Adobe's tools and some phones write it. */
export function xmpPacket(): Uint8Array {
  return text(
    `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="${TEST_XMP_GPS}"/></rdf:RDF></x:xmpmeta>`,
  );
}

const JFIF = jpegSegment(0xe0, [...text('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]);

/**
 * A JPEG's structure without a decodable picture: SOI, JFIF, tables, a frame, a scan whose data
 * holds a stuffed 0xFF and a restart marker, EOI. Enough for code that walks segments (jsdom
 * decodes no image anyway).
 */
export function structuralJpeg(): Uint8Array<ArrayBuffer> {
  return concatBytes(
    [0xff, 0xd8],
    JFIF,
    jpegSegment(0xdb, [0, ...new Array<number>(64).fill(1)]), // DQT
    jpegSegment(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]), // SOF0: 8×8, one component
    jpegSegment(0xc4, [0, ...new Array<number>(16).fill(0).map((_, index) => (index === 0 ? 1 : 0)), 0]), // DHT
    jpegSegment(0xda, [1, 1, 0, 0, 63, 0]), // SOS
    [0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56], // scan data, a stuffed FF and RST0
    [0xff, 0xd9],
  );
}

/** `jpeg` with `segments` put right after SOI and its JFIF segment (where a camera writes EXIF). */
export function withJpegSegments(jpeg: Uint8Array, ...segments: Uint8Array[]): Uint8Array<ArrayBuffer> {
  let at = 2;
  if (jpeg[2] === 0xff && jpeg[3] === 0xe0) at = 4 + ((jpeg[4]! << 8) | jpeg[5]!);
  return concatBytes(jpeg.subarray(0, at), ...segments, jpeg.subarray(at));
}

// ---------------------------------------------------------------------------------------------
// PNG

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** One PNG chunk with its length and CRC. */
export function pngChunk(type: string, data: ArrayLike<number>): Uint8Array {
  const body = concatBytes(text(type), data);
  return concatBytes(uint(data.length, 4), body, uint(crc32(body), 4));
}

/** A real 1×1 PNG (signature, IHDR, IDAT, IEND): decodable by any browser. */
export const PNG_1X1 = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (char) => char.charCodeAt(0));

/** `png` with `chunks` put right after its IHDR. */
export function withPngChunks(png: Uint8Array, ...chunks: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const afterIhdr = 8 + 12 + ((png[8]! << 24) | (png[9]! << 16) | (png[10]! << 8) | png[11]!);
  return concatBytes(png.subarray(0, afterIhdr), ...chunks, png.subarray(afterIhdr));
}

/** The chunks a photo tool writes about a picture: a text comment naming the camera, EXIF, a time. */
export function pngMetadataChunks(): Uint8Array[] {
  return [
    pngChunk('tEXt', text(`Comment\0Taken with ${TEST_CAMERA_MAKE}`)),
    pngChunk('eXIf', exifTiff()),
    pngChunk('tIME', [0x07, 0xea, 11, 20, 9, 41, 0]),
    pngChunk('iTXt', concatBytes(text('XML:com.adobe.xmp\0\0\0\0\0'), xmpPacket())),
  ];
}

// ---------------------------------------------------------------------------------------------
// HEIC

function box(type: string, ...content: ArrayLike<number>[]): Uint8Array {
  const body = concatBytes(...content);
  return concatBytes(uint(body.length + 8, 4), text(type), body);
}

const fullBox = (type: string, version: number, ...content: ArrayLike<number>[]) => box(type, [version, 0, 0, 0], ...content);

/**
 * A HEIC file's structure as an iPhone writes it: `ftyp`, a `meta` box whose items are the picture
 * (`hvc1`), its EXIF (`Exif`) and XMP (`mime`, RDF/XML), and the items' bytes in `mdat`, placed
 * by `iloc`. The picture's bytes are a marker run (`picture`), not a decodable image.
 */
export function heicWithMetadata(): { bytes: Uint8Array<ArrayBuffer>; picture: Uint8Array<ArrayBuffer> } {
  const picture = Uint8Array.from({ length: 64 }, (_, index) => (index * 7 + 3) & 0xff);
  const exif = concatBytes(uint(0, 4), exifTiff({ orientation: 6 }));
  const xmp = xmpPacket();
  const infe = (id: number, type: string, contentType?: string) =>
    fullBox('infe', 2, uint(id, 2), uint(0, 2), text(type), [0], contentType ? concatBytes(text(contentType), [0]) : []);
  const iinf = fullBox('iinf', 0, uint(3, 2), infe(1, 'hvc1'), infe(2, 'Exif'), infe(3, 'mime', 'application/rdf+xml'));
  // iloc version 0: offset and length of 4 bytes, no base offset; offsets are filled in below.
  const iloc = (offsets: number[]) =>
    fullBox(
      'iloc',
      0,
      [0x44, 0x00],
      uint(3, 2),
      ...[picture, exif, xmp].map((item, index) => concatBytes(uint(index + 1, 2), uint(0, 2), uint(1, 2), uint(offsets[index]!, 4), uint(item.length, 4))),
    );
  const ftyp = box('ftyp', text('heic'), uint(0, 4), text('mif1heic'));
  const meta = (offsets: number[]) => fullBox('meta', 0, fullBox('hdlr', 0, uint(0, 4), text('pict'), new Array<number>(12).fill(0), [0]), iinf, iloc(offsets));
  const mdatStart = ftyp.length + meta([0, 0, 0]).length + 8;
  const offsets = [mdatStart, mdatStart + picture.length, mdatStart + picture.length + exif.length];
  return { bytes: concatBytes(ftyp, meta(offsets), box('mdat', picture, exif, xmp)), picture };
}

// ---------------------------------------------------------------------------------------------
// What a file still says

export function indexOfBytes(haystack: Uint8Array, needle: ArrayLike<number>): number {
  outer: for (let at = 0; at + needle.length <= haystack.length; at += 1) {
    for (let index = 0; index < needle.length; index += 1) if (haystack[at + index] !== needle[index]) continue outer;
    return at;
  }
  return -1;
}

/**
 * What of the test metadata `bytes` still carry: the camera's name, the GPS latitude (as a TIFF
 * writes it, either byte order), the XMP position, the word `Exif`. Empty: nothing leaves.
 */
export function metadataLeft(bytes: Uint8Array): string[] {
  const found: string[] = [];
  if (indexOfBytes(bytes, text(TEST_CAMERA_MAKE)) >= 0) found.push('camera make');
  if (indexOfBytes(bytes, latitudeBytes(false)) >= 0 || indexOfBytes(bytes, latitudeBytes(true)) >= 0) found.push('GPS latitude');
  if (indexOfBytes(bytes, text(TEST_XMP_GPS)) >= 0) found.push('XMP GPS');
  if (indexOfBytes(bytes, text('2026:11:20')) >= 0) found.push('date taken');
  return found;
}
