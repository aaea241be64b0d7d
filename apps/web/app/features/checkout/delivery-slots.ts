import type { DeliverySlot } from '@store/contract';

/** A day's delivery slots at the shopper's branch (what the checkout's slot picker fetches). */
export interface DeliverySlotsData {
  date: string;
  slots: DeliverySlot[];
}
