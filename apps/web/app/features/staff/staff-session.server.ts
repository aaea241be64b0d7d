import {
  defaultLang,
  isLang,
  type Lang,
  type Staff,
  type staffMeResponse,
  staffSessionCookie,
} from '@store/contract';
import {
  createContext,
  data,
  type MiddlewareFunction,
  type RouterContextProvider,
  redirect,
} from 'react-router';
import type { z } from 'zod';
import { transportContext } from '../../lib/api/request-context.ts';
import { readCookie } from '../../lib/api/store-middleware.server.ts';
import { createStaffApi, type StaffApi } from './staff-api.server.ts';
import { type StaffAction, staffMay } from './staff-rules.ts';

export interface StaffRequest {
  api: StaffApi;
  /** The signed-in staff member, null on the login page or after the session ended. */
  staff: Staff | null;
  /** The branches the member sees, named in the page's language (the console shows names, not numbers). */
  branches: StaffBranch[];
}

/** A branch as `/api/staff/me` answers it: named, with its phone (printouts) and its board's timers. */
export type StaffBranch = z.infer<typeof staffMeResponse>['data']['branches'][number];

/** Set by the console's middleware for every /:lang/staff request. */
export const staffContext = createContext<StaffRequest>();

const tokenPattern = /^[A-Za-z0-9._~+/=-]{16,200}$/;

function isHttps(request: Request): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded ? forwarded === 'https' : new URL(request.url).protocol === 'https:';
}

/**
 * The staff token, apart from the customer's `session`: httpOnly (page scripts cannot read it),
 * SameSite=Strict (sent by the console's own pages only: a link from elsewhere opens the login page,
 * and no other site can make the browser act as staff), for the whole site since the live board's
 * stream (/api/staff/events) reads it too.
 */
export function staffSessionHeader(request: Request, token: string, maxAgeSeconds: number): string {
  const secure = isHttps(request) ? '; Secure' : '';
  return `${staffSessionCookie}=${encodeURIComponent(token)}; Path=/; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}; HttpOnly; SameSite=Strict${secure}`;
}

export const clearStaffSessionHeader = (request: Request) => staffSessionHeader(request, '', 0);

export function staffToken(request: Request): string | null {
  const token = readCookie(request.headers.get('cookie'), staffSessionCookie);
  return token && tokenPattern.test(token) ? token : null;
}

export function langOf(params: { lang?: string }): Lang {
  return isLang(params.lang) ? params.lang : defaultLang;
}

/**
 * Every console request: the staff API in the page's language with the staff cookie's token, and
 * who that token belongs to (one `GET /staff/me`). Console pages are one person's: never cached. A
 * token the API no longer knows (logged out elsewhere, expired, account disabled) is cleared.
 */
export const staffMiddleware: MiddlewareFunction<Response> = async ({ request, params, context }, next) => {
  const token = staffToken(request);
  const api = createStaffApi(context.get(transportContext), { lang: langOf(params), token });
  const me = await api.me();
  const staff = me?.staff ?? null;
  context.set(staffContext, { api, staff, branches: me?.branches ?? [] });
  const response = await next();
  response.headers.set('Cache-Control', 'no-store');
  if (token && !staff) response.headers.append('Set-Cookie', clearStaffSessionHeader(request));
  return response;
};

/** What a console page's loader or action is given (React Router's arguments, the console's params). */
export type StaffRouteArgs = {
  request: Request;
  params: { lang?: string; id?: string; slug?: string };
  context: Readonly<RouterContextProvider>;
};

/** The signed-in staff member, or the login page (coming back here afterwards). */
export function requireStaff(
  args: StaffRouteArgs,
  action?: StaffAction,
): { api: StaffApi; staff: Staff; branches: StaffBranch[]; lang: Lang } {
  const { api, staff, branches } = args.context.get(staffContext);
  const lang = langOf(args.params);
  if (!staff) {
    const url = new URL(args.request.url);
    const next = `${url.pathname}${url.search}`;
    throw redirect(`/${lang}/staff/login?next=${encodeURIComponent(next)}`);
  }
  if (action && !staffMay(staff.role, action)) throw data(null, { status: 403 });
  return { api, staff, branches, lang };
}

/** Where to go after logging in: a console page of this site, else the board. */
export function safeNext(lang: Lang, next: string | null): string {
  if (next && /^\/(en|ar)\/staff(\/|\?|$)/.test(next) && !next.startsWith('//')) return next;
  return `/${lang}/staff`;
}
