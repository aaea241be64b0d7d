import { describe, expect, it } from 'vitest';
import { contentPageParams, newestVersion, nextVersion, staffContentPageBody } from './content-pages.ts';

describe('the version a store page shows', () => {
  it('is the newest, whatever the order rows come in', () => {
    expect(newestVersion([{ version: 2 }, { version: 5 }, { version: 3 }])).toEqual({ version: 5 });
    expect(newestVersion([])).toBeUndefined();
  });

  it('the next save is one more than the newest, 1 for the first', () => {
    expect(nextVersion([])).toBe(1);
    expect(nextVersion([{ version: 1 }, { version: 3 }])).toBe(4);
  });
});

describe('the page form', () => {
  it('takes a known page only, and the version it started from in any digits', () => {
    expect(contentPageParams.safeParse({ slug: 'faq' }).success).toBe(true);
    expect(contentPageParams.safeParse({ slug: 'privacy' }).success).toBe(false);
    const body = { titleEn: 'A', titleAr: 'ب', bodyEn: '<p>a</p>\r\n<p>b</p>', bodyAr: '<p>ب</p>' };
    expect(staffContentPageBody.parse({ ...body, basedOn: '٣' }).basedOn).toBe(3);
    expect(staffContentPageBody.safeParse({ ...body, bodyAr: ' ', basedOn: 0 }).success).toBe(false);
  });
});
