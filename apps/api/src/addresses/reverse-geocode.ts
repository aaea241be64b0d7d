import type { Lang, ReverseGeocode } from '@store/contract';
import { TtlCache } from '../catalogue/index.ts';
import type { SharedLimiter } from '../limits/shared-limiter.ts';

/** A Nominatim `/reverse?format=jsonv2` answer, the parts the address form uses. */
interface NominatimPlace {
  error?: string;
  address?: Record<string, string | undefined>;
}

export interface ReverseGeocoder {
  /** What the point is called, in `lang` where the map has it; `enabled: false` when off. */
  lookUp(point: { lat: number; lng: number }, lang: Lang): Promise<ReverseGeocode>;
}

const nothing = (enabled: boolean): ReverseGeocode => ({ enabled, street: null, area: null, city: null });

/** The first name OpenStreetMap gives among `keys` (tags differ by place: a suburb here, a quarter there). */
const first = (address: Record<string, string | undefined>, keys: string[]) =>
  keys.map((key) => address[key]?.trim()).find((value) => value) ?? null;

/** A Nominatim place as the address form's three fields. Pure: tested on recorded answers. */
export function placeFields(place: NominatimPlace): Omit<ReverseGeocode, 'enabled'> {
  const address = place.address ?? {};
  const road = first(address, ['road', 'pedestrian', 'residential', 'street']);
  const number = address.house_number?.trim();
  return {
    street: road ? (number ? `${number} ${road}` : road) : null,
    area: first(address, ['suburb', 'neighbourhood', 'quarter', 'city_district', 'district']),
    city: first(address, ['city', 'town', 'state', 'county']),
  };
}

/**
 * Reverse geocoding through a Nominatim-compatible server (docs/decisions/0094), off unless
 * configured. Answers are kept an hour per point rounded to about 10 metres and language (a pin
 * nudged back and forth asks once); the server is asked at most `perSecond` times a second across
 * every instance (the shared limiter): over that, or when it is slow (3 s) or failing, the form gets
 * empty names and the customer types them, as without the adapter.
 */
export function reverseGeocoder(
  config: { url: string; userAgent: string } | null,
  options: {
    limiter: SharedLimiter | null;
    fetch?: typeof fetch;
    log?: { warn: (o: object, m: string) => void };
  },
): ReverseGeocoder {
  if (!config) return { lookUp: async () => nothing(false) };
  const send = options.fetch ?? fetch;
  const cache = new TtlCache<ReverseGeocode>(
    60 * 60_000,
    5_000,
    undefined,
    true,
    undefined,
    'reverse-geocode',
  );
  return {
    async lookUp({ lat, lng }, lang) {
      const key = `${lat.toFixed(4)},${lng.toFixed(4)},${lang}`;
      try {
        return await cache.get(key, async () => {
          if (options.limiter && (await options.limiter.take('all')) > 0) throw new Error('over the rate');
          const url = new URL(`${config.url}/reverse`);
          url.search = new URLSearchParams({
            format: 'jsonv2',
            lat: lat.toFixed(6),
            lon: lng.toFixed(6),
            zoom: '18',
            addressdetails: '1',
            'accept-language': lang === 'ar' ? 'ar,en' : 'en,ar',
          }).toString();
          const response = await send(url, {
            headers: { 'user-agent': config.userAgent, accept: 'application/json' },
            signal: AbortSignal.timeout(3_000),
          });
          if (!response.ok) throw new Error(`the geocoder answered ${response.status}`);
          const place = (await response.json()) as NominatimPlace;
          // "Unable to geocode" (the sea, the desert): a real answer, kept like any other.
          return { enabled: true, ...(place.error ? nothing(true) : placeFields(place)) };
        });
      } catch (error) {
        // Failures are not kept (TtlCache): the next pin asks again.
        options.log?.warn({ err: error }, 'reverse geocoding gave nothing');
        return nothing(true);
      }
    },
  };
}
