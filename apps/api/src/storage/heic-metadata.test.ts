import { describe, expect, it } from 'vitest';
import { exifMarkers, heic } from '../test/test-files.ts';
import { DamagedFile, stripHeicMetadata } from './heic-metadata.ts';

describe('HEIC metadata', () => {
  it('is zeroed where it lies, the picture and the layout untouched', () => {
    const { file, picture } = heic();
    const before = Buffer.from(file);
    // The item table still names an `Exif` item; its bytes (camera, GPS) and the XMP are what go.
    const markers = [...exifMarkers.filter((marker) => marker !== 'Exif'), 'GPS', 'xmpmeta', 'Exif\0\0MM'];
    for (const marker of markers) expect(before.includes(marker), marker).toBe(true);
    const stripped = stripHeicMetadata(file);
    expect(stripped.length).toBe(before.length);
    for (const marker of markers) expect(stripped.includes(marker), marker).toBe(false);
    expect(stripped.includes(picture)).toBe(true);
    // Only the metadata's bytes changed: the same boxes, the same item table.
    expect(stripped.subarray(0, before.indexOf('HEVC-PICTURE'))).toEqual(
      before.subarray(0, before.indexOf('HEVC-PICTURE')),
    );
  });

  it('refuses a cut-off or malformed file as damaged', () => {
    const { file } = heic();
    expect(() => stripHeicMetadata(file.subarray(0, file.length - 10))).toThrow(DamagedFile);
    expect(() => stripHeicMetadata(file.subarray(0, 40))).toThrow(DamagedFile);
    const noMeta = Buffer.concat([file.subarray(0, 24), Buffer.from([0, 0, 0, 8]), Buffer.from('free')]);
    expect(() => stripHeicMetadata(noMeta)).toThrow(DamagedFile);
  });
});
