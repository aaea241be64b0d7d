import {
  cairoDay,
  operations,
  responses,
  staffLiveEventSchema,
  staffSessionCookie,
  translate,
} from '@store/contract';
import type { FastifyRequest } from 'fastify';
import type { AccountLimits } from '../accounts/index.ts';
import { listAudit } from '../audit/audit-log.ts';
import { branchDelivery } from '../branches/index.ts';
import type { Db } from '../db/client.ts';
import { ApiError, notFound, ok } from '../http/envelope.ts';
import { openSubscribedStream } from '../http/event-stream.ts';
import { operationSchema } from '../http/operation-schema.ts';
import type { ApiInstance } from '../http/route-types.ts';
import { type CancelOrderDeps, defaultScheduleSettings, type SubstitutionDeps } from '../orders/index.ts';
import { boardSearch } from './board-search.ts';
import { daysFrom, slotBoard } from './slot-board.ts';
import { createStaffAccounts } from './staff-accounts.ts';
import { staffBranchNames } from './staff-branches.ts';
import { createStaffEvents } from './staff-events.ts';
import { alternativesCandidates, staffRequestSubstitutions, weighOrderItems } from './staff-order-lines.ts';
import {
  captureFailedOrderIds,
  findStaffOrder,
  listStaffOrders,
  orderBranch,
  scheduledOrders,
  staffCancellationReasons,
  staffOrdersPageSize,
} from './staff-order-queries.ts';
import { changeOrderStatus, staffCancelOrder } from './staff-orders.ts';
import { branchScope, roleMay, type StaffAction, seesBranch } from './staff-rules.ts';
import { resolveStaffSession, revokeStaffSession, type SignedInStaff } from './staff-sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member of a `/staff` route (set by its guard). */
    staff: SignedInStaff | null;
  }
  interface FastifyContextConfig {
    /** What the role must be allowed to do for this staff route (none: any signed-in staff). */
    staffAction?: StaffAction;
    /** The event stream: the staff cookie is accepted besides the bearer token (EventSource sends no headers). */
    staffCookie?: boolean;
  }
}

/**
 * Every staff route, as `METHOD /api/staff/...`, collected as they are registered: the
 * authorization matrix test walks this list, so a new route without a matrix row fails it.
 */
export const registeredStaffRoutes = new Set<string>();

const tags = ['staff'];
const bearerPattern = /^Bearer\s+([A-Za-z0-9._~+/=-]{16,200})$/i;
const cookiePattern = new RegExp(`(?:^|;\\s*)${staffSessionCookie}=([A-Za-z0-9._~+/=-]{16,200})(?:;|$)`);
/** A comment line every 15 s keeps proxies from closing a quiet stream, and re-checks the session. */
const heartbeatMs = 15_000;

/** The staff member a guarded route was called by (the guard ran: 401 otherwise). */
export function signedIn(request: FastifyRequest): SignedInStaff {
  if (!request.staff) throw new ApiError(401, 'error.loginFirst');
  return request.staff;
}

/**
 * The branches a staff list covers: the one asked for (404 when the staff member does not see it),
 * else all of theirs (null: every branch, for an admin).
 */
export function listedBranchIds(
  staff: SignedInStaff,
  branchId: number | undefined,
): readonly number[] | null {
  if (branchId === undefined) return branchScope(staff);
  if (!seesBranch(staff, branchId)) throw notFound('error.branchNotFound');
  return [branchId];
}

export async function staffRoutes(
  app: ApiInstance,
  options: {
    db: Db;
    limits: AccountLimits;
    sessionHours: number;
    cancel: CancelOrderDeps;
    /** The customers' substitution code's dependencies (its clock, deadline job and gateway). */
    substitutions: SubstitutionDeps;
    /** Orders one delivery slot of a branch takes (DELIVERY_SLOT_CAPACITY), shown on the slot board. */
    slotCapacity?: number;
    /** Other features' staff routes (prescriptions, support), behind the same guard and in the matrix. */
    features?: readonly ((app: ApiInstance) => Promise<void>)[];
  },
) {
  const { db } = options;
  const accounts = createStaffAccounts({ db, limits: options.limits, sessionHours: options.sessionHours });

  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD') registeredStaffRoutes.add(`${method} ${route.url}`);
  });
  app.decorateRequest('staff', null);
  // Checked before the input: who you are (401), then what your role may do (403); which branch
  // is each handler's (someone else's order: 404).
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.public) return;
    const bearer =
      bearerPattern.exec(request.headers.authorization ?? '')?.[1] ??
      (request.routeOptions.config.staffCookie
        ? cookiePattern.exec(request.headers.cookie ?? '')?.[1]
        : undefined);
    const member = bearer ? await resolveStaffSession(db, bearer) : null;
    if (!member) throw new ApiError(401, 'error.loginFirst');
    request.staff = member;
    const action = request.routeOptions.config.staffAction;
    if (action && !roleMay(member.role, action)) throw new ApiError(403, 'staff.forbidden');
  });

  app.post(
    '/staff/login',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Staff login: a bearer token for the staff API (12 hours by default)',
        ...operationSchema(operations.staffLogin, [422]),
      },
    },
    async (request) => {
      const session = await accounts.login(request.body, request.ip);
      return ok(
        { token: session.token, expiresAt: session.expiresAt.toISOString(), staff: session.staff },
        { message: translate(request.ctx.lang, 'staff.loggedIn') },
      );
    },
  );

  app.post(
    '/staff/logout',
    {
      schema: { tags, summary: 'Ends this staff session', ...operationSchema(operations.staffLogout, [401]) },
    },
    async (request) => {
      await revokeStaffSession(db, signedIn(request).token);
      return ok(null, { message: translate(request.ctx.lang, 'staff.loggedOut') });
    },
  );

  app.get(
    '/staff/me',
    {
      schema: { tags, summary: 'The signed-in staff member', ...operationSchema(operations.staffMe, [401]) },
    },
    async (request) => {
      const { token: _token, ...staff } = signedIn(request);
      return ok({ staff, branches: await staffBranchNames(db, staff, request.ctx.lang) });
    },
  );

  const events = createStaffEvents(db, app.log);
  app.addHook('preClose', (done) => {
    events.endStreams();
    done();
  });
  app.addHook('onClose', () => events.close());

  app.get(
    '/staff/events',
    {
      config: { staffAction: 'orders.read', staffCookie: true },
      schema: {
        tags,
        summary:
          "The live board: a Server-Sent Events stream (`text/event-stream`) of `event: order` with a StaffLiveEvent as data, for the staff member's branches; `event: resync` when events may have been missed",
        response: responses(staffLiveEventSchema, [401, 403]),
      },
    },
    async (request, reply) => {
      const staff = signedIn(request);
      await openSubscribedStream(
        reply,
        {
          heartbeatMs,
          // A logged-out or disabled member's stream ends at the next beat.
          stillAllowed: async () => Boolean(await resolveStaffSession(db, staff.token)),
        },
        events.subscribe,
        (stream, event) => {
          if (event === 'end') return stream.end();
          if (event === 'resync') return stream.send('resync', {});
          if (!seesBranch(staff, event.branchId)) return;
          // A new prescription is health data: only those who dispense hear of it.
          if (event.type.startsWith('prescription.') && !roleMay(staff.role, 'prescriptions.read')) return;
          stream.send('order', event);
        },
      );
    },
  );

  app.get(
    '/staff/orders',
    {
      config: { staffAction: 'orders.read' },
      schema: {
        tags,
        summary: "Orders of the staff member's branches, newest first, 20 a page",
        ...operationSchema(operations.staffOrders, [401, 403, 404, 422]),
      },
    },
    async (request) => {
      const staff = signedIn(request);
      const { branchId, status, from, to, q } = request.query;
      const page = request.query.page ?? 1;
      const search = boardSearch(q);
      const [found, captureFailed] = await Promise.all([
        listStaffOrders(
          db,
          { branchIds: listedBranchIds(staff, branchId), statusId: status, from, to, page, search },
          request.ctx.lang,
        ),
        captureFailedOrderIds(db, listedBranchIds(staff, undefined)),
      ]);
      return ok({ ...found, page, pageSize: staffOrdersPageSize, captureFailed });
    },
  );

  app.get(
    '/staff/orders/:id',
    {
      config: { staffAction: 'orders.read' },
      schema: {
        tags,
        summary: 'One order: items with the stock at the branch, customer, address, payment, flags',
        ...operationSchema(operations.staffOrder, [401, 403, 404]),
      },
    },
    async (request) => {
      const staff = signedIn(request);
      const branchId = await orderBranch(db, request.params.id);
      if (branchId === null || !seesBranch(staff, branchId)) throw notFound('order.notFound');
      const order = await findStaffOrder(db, request.params.id, request.ctx.lang);
      if (!order) throw notFound('order.notFound');
      return ok({ order }, { item: order.id });
    },
  );

  app.post(
    '/staff/orders/:id/status',
    {
      config: { staffAction: 'orders.changeStatus' },
      schema: {
        tags,
        summary:
          'Next status: placed (1) -> in process (2) -> out for delivery (7) -> delivered (4) -> completed (5)',
        ...operationSchema(operations.staffChangeStatus, [401, 403, 404, 422]),
      },
    },
    async (request) => {
      const actor = signedIn(request);
      const { lang } = request.ctx;
      await changeOrderStatus(
        db,
        {
          actor,
          orderId: request.params.id,
          ...request.body,
          lang,
          // The job runner's clock set the substitution deadlines.
          substitutionNow: options.substitutions.now(),
        },
        new Date(),
        { gateway: options.cancel.gateway, log: request.log },
      );
      const order = (await findStaffOrder(db, request.params.id, lang))!;
      return ok(
        { order },
        { item: order.id, message: translate(lang, 'staff.statusChanged', { status: order.status.name }) },
      );
    },
  );

  app.post(
    '/staff/orders/:id/cancel',
    {
      config: { staffAction: 'orders.cancel' },
      schema: {
        tags,
        summary: 'Cancel an order not yet delivered: stock back, online payment refunded',
        ...operationSchema(operations.staffCancelOrder, [401, 403, 404, 422]),
      },
    },
    async (request) => {
      const actor = signedIn(request);
      const { lang } = request.ctx;
      await staffCancelOrder(
        db,
        { actor, orderId: request.params.id, ...request.body, lang },
        { ...options.cancel, log: request.log },
      );
      const order = (await findStaffOrder(db, request.params.id, lang))!;
      return ok({ order }, { item: order.id, message: translate(lang, 'staff.orderCancelled') });
    },
  );

  app.post(
    '/staff/orders/:id/substitutions',
    {
      config: { staffAction: 'orders.amend' },
      schema: {
        tags,
        summary:
          'Ask the customer to choose substitutes for items the branch cannot supply (placed or in process)',
        ...operationSchema(operations.staffRequestSubstitutions, [401, 403, 404, 422]),
      },
    },
    async (request) => {
      const actor = signedIn(request);
      const { lang } = request.ctx;
      const { expiresAt } = await staffRequestSubstitutions(
        db,
        { actor, orderId: request.params.id, items: request.body.items },
        { ...options.substitutions, log: request.log },
      );
      const order = (await findStaffOrder(db, request.params.id, lang))!;
      return ok(
        { order, expiresAt: expiresAt.toISOString() },
        { item: order.id, message: translate(lang, 'staff.substitutionsRequested') },
      );
    },
  );

  app.get(
    '/staff/orders/:id/alternatives-candidates',
    {
      config: { staffAction: 'orders.amend' },
      schema: {
        tags,
        summary:
          "What can be offered instead of an item (the alternatives rule: the same active ingredients and form first, then the same use), in stock at the order's branch",
        ...operationSchema(operations.staffAlternativesCandidates, [401, 403, 404, 422]),
      },
    },
    async (request) => {
      const actor = signedIn(request);
      const found = await alternativesCandidates(db, {
        actor,
        orderId: request.params.id,
        orderItemId: request.query.orderItemId,
        lang: request.ctx.lang,
      });
      return ok(found, { item: request.params.id });
    },
  );

  app.post(
    '/staff/orders/:id/weights',
    {
      config: { staffAction: 'orders.amend' },
      schema: {
        tags,
        summary:
          'Delivered weights of weight-priced items (kg, 3 decimals, up to 1.5x ordered), before delivery: totals, stock and payment follow',
        ...operationSchema(operations.staffWeighItems, [401, 403, 404, 422]),
      },
    },
    async (request) => {
      const actor = signedIn(request);
      const { lang } = request.ctx;
      await weighOrderItems(
        db,
        { actor, orderId: request.params.id, items: request.body.items, lang },
        { gateway: options.substitutions.gateway, log: request.log },
        options.substitutions.now(),
      );
      const order = (await findStaffOrder(db, request.params.id, lang))!;
      return ok({ order }, { item: order.id, message: translate(lang, 'staff.weighed') });
    },
  );

  app.get(
    '/staff/cancellation-reasons',
    {
      config: { staffAction: 'orders.read' },
      schema: {
        tags,
        summary:
          "Reasons for a staff cancel: the store's own (any time before delivery), then the customers' (before dispatch, asked by phone)",
        ...operationSchema(operations.staffCancellationReasons, [401, 403]),
      },
    },
    async (request) => {
      signedIn(request);
      return ok({ reasons: await staffCancellationReasons(db, request.ctx.lang) });
    },
  );

  app.get(
    '/staff/delivery-slots',
    {
      config: { staffAction: 'orders.read' },
      schema: {
        tags,
        summary:
          "The coming days' delivery slots of the staff member's branches with the scheduled orders booked in each (from today, 7 days)",
        ...operationSchema(operations.staffDeliverySlots, [401, 403, 404, 422]),
      },
    },
    async (request) => {
      const staff = signedIn(request);
      const { lang } = request.ctx;
      const branchIds = listedBranchIds(staff, request.query.branchId);
      const days = daysFrom(
        request.query.from ?? cairoDay(options.substitutions.now()),
        request.query.days ?? 7,
      );
      const [names, orders] = await Promise.all([
        staffBranchNames(db, staff, lang),
        scheduledOrders(db, { branchIds, from: days[0]!, to: days.at(-1)! }, lang),
      ]);
      const shown = await Promise.all(
        names
          .filter((branch) => branchIds === null || branchIds.includes(branch.id))
          .map(async (branch) => ({ ...branch, hours: (await branchDelivery(db, branch.id, 0))! })),
      );
      return ok({
        capacity: options.slotCapacity ?? defaultScheduleSettings.slotCapacity,
        branches: slotBoard({ days, branches: shown, orders }),
      });
    },
  );

  app.get(
    '/staff/audit-log',
    {
      config: { staffAction: 'audit.read' },
      schema: {
        tags,
        summary: 'What staff changed, newest first (admins)',
        ...operationSchema(operations.staffAuditLog, [401, 403, 422]),
      },
    },
    async (request) => {
      signedIn(request);
      const page = request.query.page ?? 1;
      return ok({ entries: await listAudit(db, { ...request.query, page }), page });
    },
  );

  for (const feature of options.features ?? []) await app.register(feature);
}
