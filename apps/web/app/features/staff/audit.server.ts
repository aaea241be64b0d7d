import type { RouterContextProvider } from 'react-router';
import { wholeNumber } from './staff-rules.ts';
import { requireStaff } from './staff-session.server.ts';

/** What staff changed, newest first: admins only (others get 403, as from the API). */
export async function loadAudit(args: {
  request: Request;
  params: { lang?: string };
  context: Readonly<RouterContextProvider>;
}) {
  const { api, staff } = requireStaff(args, 'audit.read');
  const search = new URL(args.request.url).searchParams;
  const entity = search.get('entity')?.trim().slice(0, 40) || undefined;
  const filter = {
    entity,
    entityId: wholeNumber(search.get('entityId')),
    page: wholeNumber(search.get('page'), 1, 10_000),
  };
  const found = await api.auditLog(filter);
  return { staff, filter, ...found };
}

export type AuditData = Awaited<ReturnType<typeof loadAudit>>;
