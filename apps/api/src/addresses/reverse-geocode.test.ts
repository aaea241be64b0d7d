import { describe, expect, it } from 'vitest';
import type { SharedLimiter } from '../limits/shared-limiter.ts';
import places from './fixtures/nominatim-reverse.json' with { type: 'json' };
import { placeFields, reverseGeocoder } from './reverse-geocode.ts';

const config = { url: 'https://geo.example', userAgent: 'NilePharmacy/1.0 (test)' };

/** A fetch answering `answer` (or failing with `status`), keeping the addresses asked. */
function server(answer: unknown, status = 200) {
  const asked: { url: URL; userAgent: string | null }[] = [];
  const fetchImpl = (async (url: string | URL, init: RequestInit = {}) => {
    asked.push({ url: new URL(String(url)), userAgent: new Headers(init.headers).get('user-agent') });
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { fetchImpl, asked };
}

/** A limiter that allows `allowed` attempts, then asks to wait. */
function limiter(allowed: number): SharedLimiter {
  let used = 0;
  return { take: async () => (++used > allowed ? 1 : 0) } as unknown as SharedLimiter;
}

describe('placeFields', () => {
  it('names the street with its number, the district and the city, as OpenStreetMap tags them', () => {
    expect(placeFields(places.nasrCityAr)).toEqual({
      street: 'شارع عباس العقاد',
      area: 'مدينة نصر',
      city: 'القاهرة',
    });
    expect(placeFields(places.newCairoEn)).toEqual({
      street: '14 South 90th Street',
      area: 'Fifth Settlement',
      city: 'New Cairo',
    });
    expect(placeFields({})).toEqual({ street: null, area: null, city: null });
  });
});

describe('reverseGeocoder', () => {
  it('is off without a server: it says so and asks nobody', async () => {
    const off = reverseGeocoder(null, { limiter: null });
    expect(await off.lookUp({ lat: 30.05, lng: 31.33 }, 'ar')).toEqual({
      enabled: false,
      street: null,
      area: null,
      city: null,
    });
  });

  it('asks in the reader’s language with the store’s User-Agent, once per point of about 10 metres', async () => {
    const { fetchImpl, asked } = server(places.nasrCityAr);
    const geocoder = reverseGeocoder(config, { limiter: limiter(10), fetch: fetchImpl });
    const first = await geocoder.lookUp({ lat: 30.0566104, lng: 31.3301446 }, 'ar');
    expect(first).toEqual({ enabled: true, street: 'شارع عباس العقاد', area: 'مدينة نصر', city: 'القاهرة' });
    // Nudged by a metre: the same answer, not asked again.
    expect(await geocoder.lookUp({ lat: 30.056615, lng: 31.33015 }, 'ar')).toEqual(first);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.userAgent).toBe('NilePharmacy/1.0 (test)');
    expect(asked[0]!.url.pathname).toBe('/reverse');
    expect(Object.fromEntries(asked[0]!.url.searchParams)).toMatchObject({
      format: 'jsonv2',
      lat: '30.056610',
      lon: '31.330145',
      'accept-language': 'ar,en',
    });
  });

  it('gives empty names where the map has none, when the server fails, and over the shared rate', async () => {
    const desert = reverseGeocoder(config, { limiter: limiter(10), fetch: server(places.desert).fetchImpl });
    expect(await desert.lookUp({ lat: 29, lng: 30 }, 'en')).toEqual({
      enabled: true,
      street: null,
      area: null,
      city: null,
    });
    const failing = server({}, 503);
    const down = reverseGeocoder(config, { limiter: limiter(10), fetch: failing.fetchImpl });
    expect((await down.lookUp({ lat: 30.1, lng: 31.3 }, 'en')).street).toBeNull();
    // A failure is not kept: the next look asks again.
    await down.lookUp({ lat: 30.1, lng: 31.3 }, 'en');
    expect(failing.asked).toHaveLength(2);

    const busy = server(places.newCairoEn);
    const limited = reverseGeocoder(config, { limiter: limiter(1), fetch: busy.fetchImpl });
    expect((await limited.lookUp({ lat: 30.02, lng: 31.47 }, 'en')).street).toBe('14 South 90th Street');
    expect((await limited.lookUp({ lat: 30.03, lng: 31.48 }, 'en')).street).toBeNull();
    expect(busy.asked).toHaveLength(1);
  });
});
