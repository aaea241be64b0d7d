import { describe, expect, it } from 'vitest';
import { carouselShows, carouselStatus, staffCarouselCreateBody } from './carousel.ts';

const slide = { audience: 'both' as const, hidden: false, startsOn: null, endsOn: null };

describe('a home slide', () => {
  it('is live between its first and last Cairo days, both included, unless hidden', () => {
    const days = { ...slide, startsOn: '2026-12-01', endsOn: '2026-12-03' };
    expect(carouselStatus(days, '2026-11-30')).toBe('scheduled');
    expect(carouselStatus(days, '2026-12-01')).toBe('live');
    expect(carouselStatus(days, '2026-12-03')).toBe('live');
    expect(carouselStatus(days, '2026-12-04')).toBe('ended');
    expect(carouselStatus({ ...days, hidden: true }, '2026-12-02')).toBe('hidden');
    expect(carouselStatus(slide, '2030-01-01')).toBe('live');
  });

  it('shows on its language’s home, or both', () => {
    expect(carouselShows(slide, 'ar', '2026-12-01')).toBe(true);
    expect(carouselShows({ ...slide, audience: 'en' }, 'ar', '2026-12-01')).toBe(false);
    expect(carouselShows({ ...slide, audience: 'ar' }, 'ar', '2026-12-01')).toBe(true);
  });

  it('links to a page of the store only, and takes Arabic-Indic days', () => {
    const body = { titleEn: 'A', titleAr: 'أ', subtitleEn: 'B', subtitleAr: 'ب' };
    for (const url of ['/', '/deals', '/category/1/4/Baby products', '/brand/38/Vichy', '/search?q=a:b'])
      expect(staffCarouselCreateBody.safeParse({ ...body, url }).success, url).toBe(true);
    for (const url of [
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'https://example.com',
      'deals',
      '/deals//evil.example',
      '/deals\\x',
      '/%2F%2Fevil.example',
      '/%5cevil.example',
      ' //evil.example',
      'JavaScript:alert(1)',
      'data:text/html,x',
      '/deals\nx',
      '',
    ])
      expect(staffCarouselCreateBody.safeParse({ ...body, url }).success, url).toBe(false);
    const refused = staffCarouselCreateBody.safeParse({ ...body, url: '/a//b' });
    expect(refused.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['url'], 'staffCarousel.urlInvalid'],
    ]);
    const parsed = staffCarouselCreateBody.parse({ ...body, url: '/deals', startsOn: '', audience: 'ar' });
    expect(parsed).toMatchObject({ audience: 'ar', startsOn: undefined, removePicture: false });
    const arabic = staffCarouselCreateBody.parse({ ...body, url: '/deals', endsOn: '٢٠٢٦-١٢-٠٣' });
    expect(arabic.endsOn).toBe('2026-12-03');
  });
});
