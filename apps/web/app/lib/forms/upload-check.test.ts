import { describe, expect, it } from 'vitest';
import { isAcceptedKind, uploadProblems } from './upload-check.ts';

const messages = {
  required: 'attach one',
  tooMany: 'at most 3',
  type: 'type of {name}',
  tooLarge: '{name} too large',
  empty: '{name} empty',
};
const rules = { maxFiles: 3, maxFileBytes: 10, required: true };
const file = (name: string, type: string, size = 5) => ({ name, type, size });

describe('files chosen for an upload', () => {
  it('are photos or PDFs, by declared type or else by name', () => {
    expect(isAcceptedKind(file('a.jpg', 'image/jpeg'))).toBe(true);
    expect(isAcceptedKind(file('scan', 'application/pdf'))).toBe(true);
    expect(isAcceptedKind(file('IMG_1.HEIC', ''))).toBe(true);
    expect(isAcceptedKind(file('setup.exe', 'application/x-msdownload'))).toBe(false);
    expect(isAcceptedKind(file('photo.jpg', 'image/gif'))).toBe(false);
  });

  it('are named in each problem, with the API messages', () => {
    expect(uploadProblems([], rules, messages)).toEqual(['attach one']);
    expect(uploadProblems([], { ...rules, required: false }, messages)).toEqual([]);
    expect(
      uploadProblems(
        [
          file('a.png', 'image/png'),
          file('b.exe', ''),
          file('c.pdf', 'application/pdf', 0),
          file('d.jpg', 'image/jpeg', 11),
        ],
        rules,
        messages,
      ),
    ).toEqual(['at most 3', 'type of b.exe', 'c.pdf empty', 'd.jpg too large']);
    expect(uploadProblems([file('a.png', 'image/png', 10)], rules, messages)).toEqual([]);
  });
});
