import { describe, expect, it } from 'vitest';
import {
  concatBytes,
  exifSegment,
  heicWithMetadata,
  indexOfBytes,
  jpegSegment,
  metadataLeft,
  PNG_1X1,
  pngChunk,
  pngMetadataChunks,
  structuralJpeg,
  withJpegSegments,
  withPngChunks,
  xmpPacket,
} from '@portal/testing/photoMetadata';
import { exifOrientation, orientationSegment, stripImageMetadata } from './metadata.ts';

const text = (value: string) => new TextEncoder().encode(value);

/** The markers of a JPEG's segments, in order (the scan's data skipped). */
function jpegMarkers(bytes: Uint8Array): string[] {
  const markers: string[] = [];
  let at = 2;
  while (at < bytes.length) {
    const marker = bytes[at + 1]!;
    markers.push(marker.toString(16));
    if (marker === 0xd9) break;
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    at += 2 + length;
    if (marker === 0xda) while (!(bytes[at] === 0xff && bytes[at + 1] !== 0 && !(bytes[at + 1]! >= 0xd0 && bytes[at + 1]! <= 0xd7))) at += 1;
  }
  return markers;
}

describe('JPEG: a camera photo loses where, when and with what it was taken', () => {
  it.each([
    ['big-endian EXIF', false],
    ['little-endian EXIF (most phones)', true],
  ])('%s with GPS: no camera, no GPS, no date; the picture and the orientation stay', (_name, little) => {
    const photo = withJpegSegments(structuralJpeg(), exifSegment({ orientation: 6, little }));
    expect(metadataLeft(photo)).toEqual(['camera make', 'GPS latitude', 'date taken']);

    const stripped = stripImageMetadata(photo, 'jpeg')!;
    expect(metadataLeft(stripped)).toEqual([]);
    // SOI, JFIF, the orientation alone, then the tables, frame and scan as they were.
    expect(jpegMarkers(stripped)).toEqual(['e0', 'e1', 'db', 'c0', 'c4', 'da', 'd9']);
    expect(indexOfBytes(stripped, orientationSegment(6))).toBe(20);
    expect(stripped.subarray(20 + 36)).toEqual(structuralJpeg().subarray(20));
  });

  it('an orientation of 1 (upright) or none writes no EXIF back', () => {
    for (const photo of [withJpegSegments(structuralJpeg(), exifSegment({ orientation: 1 })), withJpegSegments(structuralJpeg(), jpegSegment(0xe1, text('Exif\0\0')))]) {
      expect(stripImageMetadata(photo, 'jpeg')).toEqual(structuralJpeg());
    }
  });

  it('without JFIF, the orientation goes right after SOI', () => {
    const bare = concatBytes([0xff, 0xd8], structuralJpeg().subarray(20));
    const stripped = stripImageMetadata(withJpegSegments(bare, exifSegment({ orientation: 8 })), 'jpeg')!;
    expect(jpegMarkers(stripped)).toEqual(['e1', 'db', 'c0', 'c4', 'da', 'd9']);
    expect(exifOrientation(stripped.subarray(6, 36))).toBe(8);
  });

  it('XMP, Photoshop (APP13), other APPn, comments and a second picture after the end go; JFIF, the colour profile and Adobe stay', () => {
    const icc = jpegSegment(0xe2, concatBytes(text('ICC_PROFILE\0'), [1, 1, 9, 9]));
    const adobe = jpegSegment(0xee, concatBytes(text('Adobe'), [0, 100, 0, 0, 0, 0, 1]));
    const photo = concatBytes(
      withJpegSegments(
        structuralJpeg(),
        jpegSegment(0xe1, concatBytes(text('http://ns.adobe.com/xap/1.0/\0'), xmpPacket())),
        icc,
        jpegSegment(0xe2, text('MPF\0 second picture index')),
        jpegSegment(0xed, text(`Photoshop 3.0\0${'PortalTestCam'}`)),
        jpegSegment(0xe0, text('JFXX\0 thumbnail')),
        jpegSegment(0xef, text('vendor')),
        adobe,
        jpegSegment(0xfe, text('Taken at home')),
      ),
      // A phone's second picture (depth map, preview) after EOI, with its own EXIF.
      withJpegSegments(structuralJpeg(), exifSegment()),
    );
    expect(metadataLeft(photo)).toEqual(['camera make', 'GPS latitude', 'XMP GPS', 'date taken']);
    const stripped = stripImageMetadata(photo, 'jpeg')!;
    expect(metadataLeft(stripped)).toEqual([]);
    expect(indexOfBytes(stripped, text('Taken at home'))).toBe(-1);
    expect(jpegMarkers(stripped)).toEqual(['e0', 'e2', 'ee', 'db', 'c0', 'c4', 'da', 'd9']);
    expect(indexOfBytes(stripped, icc)).toBeGreaterThan(0);
    expect(indexOfBytes(stripped, adobe)).toBeGreaterThan(0);
    expect(stripped[stripped.length - 1]).toBe(0xd9);
  });

  it('fill bytes before a marker and a scan that ends at a marker other than EOI (progressive) are walked', () => {
    const jpeg = structuralJpeg();
    const scan = jpeg.subarray(indexOfBytes(jpeg, [0xff, 0xda]), jpeg.length - 2);
    const progressive = concatBytes(jpeg.subarray(0, jpeg.length - 2), [0xff, 0xff], jpegSegment(0xfe, text('between scans')), scan, [0xff, 0xd9]);
    const stripped = stripImageMetadata(progressive, 'jpeg')!;
    expect(indexOfBytes(stripped, text('between scans'))).toBe(-1);
    // The fill bytes stay with the scan before them; the comment goes.
    expect(stripped).toEqual(concatBytes(jpeg.subarray(0, jpeg.length - 2), [0xff, 0xff], scan, [0xff, 0xd9]));
  });

  it('a photo without metadata comes back as the very same bytes', () => {
    const clean = structuralJpeg();
    expect(stripImageMetadata(clean, 'jpeg')).toBe(clean);
  });

  it.each([
    ['not a JPEG', text('hello, this is text')],
    ['SOI only', new Uint8Array([0xff, 0xd8])],
    ['cut in a segment', structuralJpeg().subarray(0, 30)],
    ['cut in the scan', structuralJpeg().subarray(0, structuralJpeg().length - 2)],
    ['no marker where one must be', concatBytes([0xff, 0xd8, 0x00], structuralJpeg().subarray(2))],
    ['a length shorter than itself', concatBytes([0xff, 0xd8, 0xff, 0xe1, 0x00, 0x01], structuralJpeg().subarray(2))],
    ['a length past the end', concatBytes([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff, 0x00])],
    ['a second SOI', concatBytes([0xff, 0xd8, 0xff, 0xd8], structuralJpeg().subarray(2))],
    ['only fill bytes', new Uint8Array([0xff, 0xd8, 0xff, 0xff, 0xff])],
    ['a marker without its length', new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0x00])],
  ])('%s: null (the field refuses it rather than send what it could not clean)', (_name, bytes) => {
    expect(stripImageMetadata(bytes, 'jpeg')).toBeNull();
  });

  it('standalone markers between segments are kept', () => {
    const photo = concatBytes([0xff, 0xd8, 0xff, 0x01], structuralJpeg().subarray(2));
    expect(stripImageMetadata(photo, 'jpeg')).toBe(photo);
  });
});

describe('exifOrientation', () => {
  it.each([
    ['not EXIF', text('Exif')],
    ['another byte order mark', concatBytes(text('Exif\0\0'), text('XX'), new Uint8Array(20))],
    ['a TIFF shorter than its header', concatBytes(text('Exif\0\0MM\0*'))],
    ['an IFD past the end', concatBytes(text('Exif\0\0MM\0*'), [0, 0, 0, 200])],
    ['an entry past the end', concatBytes(text('Exif\0\0MM\0*'), [0, 0, 0, 8, 0, 2], new Uint8Array(12))],
    ['no orientation entry', concatBytes(text('Exif\0\0MM\0*'), [0, 0, 0, 8, 0, 1, 0x01, 0x0f, 0, 2, 0, 0, 0, 1, 0, 0, 0, 0])],
    ['an orientation of 9', concatBytes(text('Exif\0\0MM\0*'), [0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 9, 0, 0])],
  ])('%s: null', (_name, payload) => {
    expect(exifOrientation(payload)).toBeNull();
  });

  it.each([2, 3, 4, 5, 6, 7, 8])('reads %i in either byte order', (orientation) => {
    for (const little of [false, true]) expect(exifOrientation(exifSegment({ orientation, little }).subarray(4))).toBe(orientation);
    expect(exifOrientation(orientationSegment(orientation).subarray(4))).toBe(orientation);
  });
});

describe('PNG: text, EXIF and time chunks go', () => {
  it('a PNG with a comment, eXIf, iTXt XMP and tIME comes back as the bare picture', () => {
    const photo = withPngChunks(PNG_1X1, ...pngMetadataChunks());
    expect(metadataLeft(photo)).toEqual(['camera make', 'GPS latitude', 'XMP GPS', 'date taken']);
    const stripped = stripImageMetadata(photo, 'png')!;
    expect(metadataLeft(stripped)).toEqual([]);
    expect(stripped).toEqual(PNG_1X1);
  });

  it('a zTXt chunk and anything after IEND go', () => {
    const photo = concatBytes(withPngChunks(PNG_1X1, pngChunk('zTXt', text('Author\0\0x'))), text('trailing PortalTestCam'));
    expect(stripImageMetadata(photo, 'png')).toEqual(PNG_1X1);
  });

  it('other chunks (colour, physical size) stay; a clean PNG is the very same bytes', () => {
    const withColour = withPngChunks(PNG_1X1, pngChunk('gAMA', [0, 0, 0xb1, 0x8f]), pngChunk('pHYs', [0, 0, 0x0b, 0x13, 0, 0, 0x0b, 0x13, 1]));
    expect(stripImageMetadata(withColour, 'png')).toBe(withColour);
    expect(stripImageMetadata(PNG_1X1, 'png')).toBe(PNG_1X1);
  });

  it.each([
    ['not a PNG', text('hello, this is text')],
    ['the signature only', PNG_1X1.subarray(0, 8)],
    ['cut in a chunk', PNG_1X1.subarray(0, 30)],
    ['no IEND', PNG_1X1.subarray(0, PNG_1X1.length - 12)],
    ['a chunk longer than the file', concatBytes(PNG_1X1.subarray(0, 8), [0x7f, 0xff, 0xff, 0xff], text('IHDR'), new Uint8Array(8))],
  ])('%s: null', (_name, bytes) => {
    expect(stripImageMetadata(bytes, 'png')).toBeNull();
  });
});

describe('HEIC: the Exif and XMP items are zeroed where they lie', () => {
  it('an iPhone-shaped HEIC keeps its length and its picture, and says nothing else', () => {
    const { bytes, picture } = heicWithMetadata();
    expect(metadataLeft(bytes)).toEqual(['camera make', 'GPS latitude', 'XMP GPS', 'date taken']);
    const stripped = stripImageMetadata(bytes, 'heic')!;
    expect(stripped).toHaveLength(bytes.length);
    expect(metadataLeft(stripped)).toEqual([]);
    expect(indexOfBytes(stripped, picture)).toBe(indexOfBytes(bytes, picture));
    // Only the two items changed: every other byte is as it was.
    const changed = [...bytes].flatMap((value, index) => (value === stripped[index] ? [] : [index]));
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.every((index) => index > indexOfBytes(bytes, picture) + picture.length)).toBe(true);
  });

  it('without a meta box, or without metadata items, it is the very same bytes', () => {
    const ftypOnly = concatBytes([0, 0, 0, 24], text('ftypheic'), [0, 0, 0, 0], text('mif1heic'));
    expect(stripImageMetadata(ftypOnly, 'heic')).toBe(ftypOnly);
  });

  it.each([
    ['not ISO media', text('hello, this is text')],
    ['a box past the end', concatBytes([0, 0, 1, 0], text('ftypheic'))],
    ['no ftyp first', concatBytes([0, 0, 0, 8], text('mdat'))],
  ])('%s: null', (_name, bytes) => {
    expect(stripImageMetadata(bytes, 'heic')).toBeNull();
  });

  it('an Exif item placed past the end of the file: null', () => {
    const { bytes } = heicWithMetadata();
    // Cut the mdat short: the items it held are no longer in the file.
    const cut = bytes.slice(0, bytes.length - 100);
    const mdat = indexOfBytes(cut, text('mdat')) - 4;
    cut.set([0, 0, 0, 0], mdat); // size 0: "to the end of the file"
    expect(stripImageMetadata(cut, 'heic')).toBeNull();
  });
});
