import { describe, expect, it } from 'vitest';
import { heic, pdf, photo } from '../test/test-files.ts';
import { sniffKind } from './file-sniff.ts';

describe('telling a file by its content', () => {
  it('knows the five kinds of a prescription', async () => {
    expect(sniffKind(await photo('jpeg', 8, 8))).toBe('jpeg');
    expect(sniffKind(await photo('png', 8, 8))).toBe('png');
    expect(sniffKind(await photo('webp', 8, 8))).toBe('webp');
    expect(sniffKind(heic().file)).toBe('heic');
    expect(sniffKind(pdf())).toBe('pdf');
  });

  it('refuses anything else, whatever it is called', () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(60)]);
    expect(sniffKind(exe)).toBeNull();
    expect(sniffKind(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffKind(Buffer.from('<html><script>alert(1)</script>'))).toBeNull();
    expect(sniffKind(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffKind(Buffer.alloc(0))).toBeNull();
    // An AVIF is an HEIF too, but not a HEIC: not one of the kinds accepted.
    const avif = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypavif\0\0\0\0mif1avif')]);
    expect(sniffKind(avif)).toBeNull();
    // A signature cut short is no signature.
    expect(sniffKind(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(sniffKind(Buffer.from('RIFF\0\0\0\0WAVE'))).toBeNull();
  });
});
