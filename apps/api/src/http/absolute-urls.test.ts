import { describe, expect, it } from 'vitest';
import { markShared, withAbsoluteUrls } from './absolute-urls.ts';

const origin = 'https://shop.example';

const page = () => ({
  product: { id: 1, name: 'Panadol', image: '/api/media/products/p-1.svg', note: '/not/ours' },
  relatedProducts: [{ id: 2, image: '/api/media/products/p-2.svg' }],
  pharmacy: null,
});

describe('absolute URLs', () => {
  it('prefix the origin to our own paths only, on a copy', () => {
    const built = page();
    const answer = withAbsoluteUrls({ code: 200, data: built }, origin);
    expect(answer.data.product.image).toBe('https://shop.example/api/media/products/p-1.svg');
    expect(answer.data.relatedProducts[0]!.image).toBe('https://shop.example/api/media/products/p-2.svg');
    expect(answer.data.product.note).toBe('/not/ours');
    expect(built.product.image).toBe('/api/media/products/p-1.svg');
  });

  it('copy a shared (cached) page once per origin, not for every answer that sends it', () => {
    const cached = markShared(page());
    const first = withAbsoluteUrls({ code: 200, data: cached }, origin).data;
    const second = withAbsoluteUrls({ code: 200, data: cached }, origin).data;
    expect(second).toBe(first);
    expect(first.product.image).toBe('https://shop.example/api/media/products/p-1.svg');
    expect(cached.product.image).toBe('/api/media/products/p-1.svg');
    // Another origin (a store without PUBLIC_URL opened under two names) gets its own links.
    const other = withAbsoluteUrls(cached, 'http://192.168.1.5:3000');
    expect(other.product.image).toBe('http://192.168.1.5:3000/api/media/products/p-1.svg');
    expect(withAbsoluteUrls(cached, origin)).toEqual(first);
  });

  it('copy a page that is not shared for each answer (it may be one person’s)', () => {
    const built = page();
    expect(withAbsoluteUrls(built, origin)).not.toBe(withAbsoluteUrls(built, origin));
  });
});
