import { data } from 'react-router';
import type { StoreApi } from '../../lib/api/store-api.server.ts';
import type { DeliverySlotsData } from './delivery-slots.ts';

/** The day's slots (`?date=YYYY-MM-DD`). A failure answers no slots (a fetcher's error would replace the page). */
export async function loadDeliverySlots(request: Request, api: StoreApi) {
  const date = new URL(request.url).searchParams.get('date') ?? '';
  const { status, envelope } = await api.op('deliverySlots', { query: { date } });
  if (status !== 200) return data<DeliverySlotsData>({ date, slots: [] }, { status });
  return data<DeliverySlotsData>(envelope.data, { headers: { 'Cache-Control': 'private, no-store' } });
}
