import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Shopper, shopper, type TestStore } from '../test/build.ts';
import places from './fixtures/nominatim-reverse.json' with { type: 'json' };

/**
 * `GET /api/addresses/reverse-geocode` (docs/decisions/0094) through HTTP: off by default; with a
 * Nominatim-compatible server (a local stand-in answering a recorded reply), the names of the point.
 */
let off: TestStore;
let on: TestStore;
let geo: Server;
let asked: string[] = [];
let offCustomer: Shopper;
let onCustomer: Shopper;

beforeAll(async () => {
  geo = createServer((request, response) => {
    asked.push(request.url ?? '');
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(places.nasrCityAr));
  });
  await new Promise<void>((resolve) => geo.listen(0, '127.0.0.1', resolve));
  const { port } = geo.address() as AddressInfo;
  off = await build();
  on = await build({
    reverseGeocode: { url: `http://127.0.0.1:${port}`, userAgent: 'NilePharmacy/1.0 (test)', perSecond: 5 },
  });
  offCustomer = await shopper(off, 'ar');
  onCustomer = await shopper(on, 'ar');
});
afterAll(async () => {
  await on?.close();
  await off?.close();
  await new Promise((resolve) => geo?.close(resolve));
});

const url = (lat: string, lng: string) => `/api/addresses/reverse-geocode?lat=${lat}&lng=${lng}`;

describe('reverse geocoding of a pinned address', () => {
  it('is for signed-in customers, and says it is off where the store has no geocoder', async () => {
    const guest = await off.app.inject({ method: 'GET', url: url('30.05', '31.33') });
    expect(guest.statusCode).toBe(401);
    const answer = await offCustomer.get(url('30.05', '31.33'));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual({ enabled: false, street: null, area: null, city: null });
  });

  it('names the street, district and city of a point typed in Arabic-Indic digits', async () => {
    asked = [];
    const answer = await onCustomer.get(url('٣٠٫٠٥٦٦١', '٣١٫٣٣٠١٤'));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual({
      enabled: true,
      street: 'شارع عباس العقاد',
      area: 'مدينة نصر',
      city: 'القاهرة',
    });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain('accept-language=ar%2Cen');
  });

  it('refuses a point off the globe in the customer’s language', async () => {
    const answer = await onCustomer.get(url('91', '31.33'));
    expect(answer.statusCode).toBe(422);
    expect(answer.json().validation.length).toBeGreaterThan(0);
  });
});
