import { shopMeta } from '../features/cart/index.ts';
import { OrderPlacedScreen } from '../features/checkout/order-placed-screen.tsx';
import type { Route } from './+types/order-placed';

export const meta = (args: Route.MetaArgs) =>
  shopMeta(args, { title: 'orderPlacedTitle', description: 'orderPlacedNoId', path: '/order-placed' });

export default function OrderPlaced() {
  return <OrderPlacedScreen />;
}
