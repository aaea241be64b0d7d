import { describe, expect, it } from 'vitest';
import { withoutSpareWalSegments } from './spare-wal-segments.ts';

/** A ustar entry: its header (name, octal size, and a path prefix when given) and its padded data. */
function entry(path: string, data = '', { prefix = '' } = {}): Uint8Array {
  const bytes = new TextEncoder().encode(data);
  const block = new Uint8Array(512 + Math.ceil(bytes.length / 512) * 512);
  block.set(new TextEncoder().encode(path), 0);
  block.set(new TextEncoder().encode(`${bytes.length.toString(8).padStart(11, '0')}\0`), 124);
  block.set(new TextEncoder().encode(prefix), 345);
  block.set(bytes, 512);
  return block;
}

function tarOf(...entries: Uint8Array[]): Uint8Array {
  return Buffer.concat([...entries, new Uint8Array(1024)]);
}

/** Each entry's path and data, read back the same way. */
function listed(tar: Uint8Array): string[] {
  const names: string[] = [];
  for (let offset = 0; offset + 512 <= tar.length; ) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const decode = (start: number, length: number) =>
      new TextDecoder().decode(header.subarray(start, start + length)).replace(/\0.*$/s, '');
    const size = Number.parseInt(decode(124, 12), 8);
    const prefix = decode(345, 155);
    const data = new TextDecoder().decode(tar.subarray(offset + 512, offset + 512 + size));
    names.push(`${prefix ? `${prefix}/` : ''}${decode(0, 100)}=${data}`);
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return names;
}

const segment = (n: number) => `0000000100000000000000${n.toString(16).toUpperCase().padStart(2, '0')}`;

describe('withoutSpareWalSegments', () => {
  it('drops the segments before the redo one and after the current one, and keeps everything else as it was', () => {
    const tar = tarOf(
      entry('/PG_VERSION', '17\n'),
      entry(`/pg_wal/${segment(1)}`, 'applied'),
      entry(`/pg_wal/${segment(2)}`, 'redo'),
      entry(`/pg_wal/${segment(3)}`, 'current'),
      entry(`/pg_wal/${segment(4)}`, 'ahead'),
      entry(`/pg_wal/${segment(0x1a)}`, 'ahead too'),
      entry('/pg_wal/archive_status/'),
      entry('/base/5/1255', 'x'.repeat(1500)),
      entry(segment(9), 'a file of that name elsewhere', { prefix: '/base/5' }),
    );
    const result = withoutSpareWalSegments(tar, { redo: segment(2), current: segment(3) });
    expect(listed(result)).toEqual([
      '/PG_VERSION=17\n',
      `/pg_wal/${segment(2)}=redo`,
      `/pg_wal/${segment(3)}=current`,
      '/pg_wal/archive_status/=',
      `/base/5/1255=${'x'.repeat(1500)}`,
      `/base/5/${segment(9)}=a file of that name elsewhere`,
    ]);
    // The end of the archive is still there.
    expect(result.subarray(-1024).every((byte) => byte === 0)).toBe(true);
    expect(result.length % 512).toBe(0);
  });

  it('finds segments named through the header prefix too', () => {
    const tar = tarOf(
      entry(segment(1), 'applied', { prefix: 'pgdata/pg_wal' }),
      entry('/PG_VERSION', '17\n'),
    );
    expect(listed(withoutSpareWalSegments(tar, { redo: segment(2), current: segment(2) }))).toEqual([
      '/PG_VERSION=17\n',
    ]);
  });

  it('returns an archive without spare segments unchanged', () => {
    const tar = tarOf(entry('/PG_VERSION', '17\n'), entry(`/pg_wal/${segment(2)}`, 'redo'));
    expect(withoutSpareWalSegments(tar, { redo: segment(2), current: segment(2) })).toEqual(tar);
  });
});
