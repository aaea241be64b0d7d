import type { ReverseGeocode } from '@store/contract';
import type { StoreApi } from '../../lib/api/store-api.server.ts';

const nothing: ReverseGeocode = { enabled: false, street: null, area: null, city: null };

/**
 * What a pin's point is called, as JSON for the pin's own fetch (`?lat=&lng=`, docs/decisions/0094), for the address form to fill its
 * empty fields. Any refusal (signed out, a limit, off) answers nothing: the customer types, as always.
 */
export async function loadReverseGeocode(request: Request, api: StoreApi) {
  const search = new URL(request.url).searchParams;
  const query = { lat: search.get('lat') ?? '', lng: search.get('lng') ?? '' };
  const { status, envelope } = await api.op('reverseGeocode', {
    query: query as unknown as { lat: number; lng: number },
  });
  return Response.json(status === 200 ? envelope.data : nothing, {
    headers: { 'Cache-Control': 'private, no-store' },
  });
}
