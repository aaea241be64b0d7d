import { describe, expect, it } from 'vitest';
import { orderQrSvg, printOptions } from './print.server.ts';

describe('printing an order', () => {
  it('reads kind and size, with picking on A4 by default', () => {
    expect(printOptions(new URLSearchParams('kind=delivery&size=receipt'))).toEqual({
      kind: 'delivery',
      size: 'receipt',
    });
    expect(printOptions(new URLSearchParams('kind=x'))).toEqual({ kind: 'picking', size: 'a4' });
  });

  it('draws the order number as an SVG QR code', async () => {
    const svg = await orderQrSvg(1234);
    expect(svg).toMatch(/^<svg[^>]*viewBox/);
    expect(svg).toContain('<path');
    expect(svg).not.toContain('<script');
  });
});
