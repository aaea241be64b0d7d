import { pathId } from '@store/contract';
import { data } from 'react-router';

const idSchema = pathId();

/**
 * The id in a page's path (`/order-info/12`, `/staff/orders/12`) by the contract's one rule for ids
 * (`pathId`: a whole number from 1 to 2^31-1, Arabic-Indic digits read too); anything else is the
 * page not found (404), as the API answers it.
 */
export function pathIdOr404(raw: string | undefined): number {
  const parsed = idSchema.safeParse(raw);
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data;
}
