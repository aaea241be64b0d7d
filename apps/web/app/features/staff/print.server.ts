import QRCode from 'qrcode';
import type { RouterContextProvider } from 'react-router';
import { pathIdOr404 } from '../../lib/path-id.ts';
import { requireStaff } from './staff-session.server.ts';

export type PrintKind = 'picking' | 'delivery';
export type PrintSize = 'a4' | 'receipt';

/** `?kind=picking|delivery&size=a4|receipt`, picking on A4 when not said. */
export function printOptions(search: URLSearchParams): { kind: PrintKind; size: PrintSize } {
  return {
    kind: search.get('kind') === 'delivery' ? 'delivery' : 'picking',
    size: search.get('size') === 'receipt' ? 'receipt' : 'a4',
  };
}

/**
 * The QR code of an order number, as SVG made on the server (no script, no image request): the
 * driver or the packer scans it to open the order.
 */
export function orderQrSvg(orderId: number): Promise<string> {
  return QRCode.toString(String(orderId), { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}

export async function loadPrint(args: {
  request: Request;
  params: { lang?: string; id?: string };
  context: Readonly<RouterContextProvider>;
}) {
  const { api, branches } = requireStaff(args);
  const id = pathIdOr404(args.params.id);
  const options = printOptions(new URL(args.request.url).searchParams);
  const [order, qrSvg] = await Promise.all([api.order(id), orderQrSvg(id)]);
  // The branch by name and phone (the member's branches come with the session: no extra call).
  const branch = branches.find((b) => b.id === order.branchId) ?? null;
  return { ...options, order, qrSvg, branch, printedAt: new Date().toISOString() };
}

export type PrintData = Awaited<ReturnType<typeof loadPrint>>;
