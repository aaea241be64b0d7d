import type { DeliverySlot } from '@store/contract';
import { data } from 'react-router';
import { storeApiContext } from '../lib/api/request-context.ts';
import type { Route } from './+types/delivery-slots';

export interface DeliverySlotsData {
  date: string;
  slots: DeliverySlot[];
}

/**
 * `GET /{lang}/delivery-slots?date=YYYY-MM-DD`: the day's delivery slots at the shopper's branch, for
 * the checkout's slot picker. A failure answers no slots (a fetcher's error would replace the page).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const date = new URL(request.url).searchParams.get('date') ?? '';
  const api = context.get(storeApiContext);
  const { status, envelope } = await api.call<DeliverySlotsData>(
    'GET',
    `delivery/slots?date=${encodeURIComponent(date)}`,
  );
  if (status !== 200) return data<DeliverySlotsData>({ date, slots: [] }, { status });
  return data<DeliverySlotsData>(envelope.data, { headers: { 'Cache-Control': 'private, no-store' } });
}
