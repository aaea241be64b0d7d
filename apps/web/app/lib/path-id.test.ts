import { describe, expect, it } from 'vitest';
import { pathIdOr404 } from './path-id.ts';

const status = (raw: string | undefined) => {
  try {
    return pathIdOr404(raw);
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status;
  }
};

describe('an id in a page path', () => {
  it('reads whole numbers in either digit system, and answers 404 for anything else', () => {
    expect(status('12')).toBe(12);
    expect(status('١٢')).toBe(12);
    expect(status('2147483647')).toBe(2_147_483_647);
    for (const raw of [undefined, '', '0', '-3', 'abc', '12abc', '1.5', '2147483648', '1e3'])
      expect(status(raw), String(raw)).toBe(404);
  });
});
