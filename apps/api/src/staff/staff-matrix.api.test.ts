import type { StaffRole } from '@store/contract';
import {
  cairoDay,
  cairoTime,
  defaultBoardTimers,
  orderStatusIds,
  paymentTypeIds,
  staffRoles,
} from '@store/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrand, createCategory, featuredCategoryIds, productDetails } from '../catalogue/index.ts';
import { homePickVersion } from '../content/index.ts';
import {
  branchProducts,
  brands,
  carousels,
  carouselTranslations,
  categories,
  contactMessages,
  contentPageVersions,
  dataBreaches,
  orderItems,
  orders,
  payments,
  phoneDuplicates,
  privacyHolidays,
  privacyNoticeDrafts,
  privacyRequests,
  productPictures,
  products,
  promoCodes,
  promotionBranches,
  returnItems,
  returnRequests,
  searchSynonyms,
  staff,
  staffSessions,
  stockBatches,
  stockImports,
  users,
} from '../db/schema.ts';
import { newestNoticeVersion, publishNotice } from '../privacy/privacy-notice.ts';
import { build, injectStreamStart, shopper, type TestStore } from '../test/build.ts';
import { insertPrescription, insertSupportIssue, quoteItemAt } from '../test/prescription-test-support.ts';
import { caller, insertOrder, type StaffMember, staffMember } from '../test/staff-test-support.ts';
import { photo } from '../test/test-files.ts';
import { registeredStaffRoutes } from './staff-routes.ts';
import { createStaffSession } from './staff-sessions.ts';

/**
 * The authorization matrix: every staff route x every role x own and other branch, and the callers
 * who are no staff at all. Only the cells marked allowed succeed: another branch's order is a 404,
 * a role that may not act a 403, no or a dead token a 401.
 */

let store: TestStore;
let customerId: number;
let customerToken: string;
const own = 1;
const other = 2;
const members = {} as Record<StaffRole, StaffMember>;
/** Each matrix cell scans a pack of its own (a serial is dispensed once). */
let matrixSerial = 0;
/** Each cell receives or recalls a batch of its own (a batch is recalled once). */
let matrixBatch = 0;

beforeAll(async () => {
  store = await build();
  const customer = await shopper(store);
  customerId = customer.userId;
  customerToken = customer.token;
  for (const role of staffRoles) members[role] = await staffMember(store, role, [own]);
});
afterAll(() => store.close());

/** A synonym row for the synonym routes to change or delete. */
async function insertSynonym() {
  const [row] = await store.db
    .insert(searchSynonyms)
    .values({ terms: ['matrix x', 'matrix y'] })
    .returning({ id: searchSynonyms.id });
  return row!.id;
}

/** A picture row of a product sold at both branches (its files are not needed to describe, move or remove it). */
async function insertPicture() {
  const productId = await soldAtBoth();
  const [row] = await store.db
    .insert(productPictures)
    .values({
      productId,
      position: 99,
      storageKey: 'pictures/products/matrix.jpeg',
      kind: 'jpeg',
      width: 400,
      height: 400,
      bytes: 1,
    })
    .returning({ id: productPictures.id });
  return { productId, pictureId: row!.id };
}

/** The one line of an order made by `insertOrder`. */
async function firstItem(orderId: number) {
  const [item] = await store.db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return item!.id;
}

/** A return of a delivered cash order of the branch at a status (docs/decisions/0085), its one line in it. */
async function matrixReturn(branchId: number, status: string) {
  const orderId = await insertOrder(store, customerId, { branchId, statusId: orderStatusIds.delivered });
  const [row] = await store.db
    .insert(returnRequests)
    .values({ orderId, userId: customerId, branchId, status, reason: 'changed_mind' })
    .returning({ id: returnRequests.id });
  await store.db.insert(returnItems).values({
    returnId: row!.id,
    orderItemId: await firstItem(orderId),
    productId: sql<number>`(select product_id from order_items where order_id = ${orderId})`,
    quantityMilli: 1000,
    amount: 10_000,
  });
  return row!.id;
}

/** A released order whose late kiosk payment is owed back in cash (docs/decisions/0080). */
async function cashRefundDue(branchId: number) {
  const orderId = await insertOrder(store, customerId, {
    branchId,
    statusId: orderStatusIds.cancelled,
    paymentTypeId: paymentTypeIds.kiosk,
    paymentState: 'failed',
  });
  await store.db.insert(payments).values({
    orderId,
    gateway: 'test',
    reference: `np-matrix-kiosk-${orderId}`,
    amount: 11_500,
    state: 'cash_refund_due',
    lang: 'en',
    method: 'kiosk',
  });
  return orderId;
}

/** The matrix's own hidden, empty top category (a fresh one to delete), with its version. */
let shelf: number | undefined;
async function matrixCategory(fresh = false) {
  if (fresh || shelf === undefined) {
    const id = await createCategory(store.db, members.admin, {
      nameEn: 'Matrix shelf',
      nameAr: 'رف',
      hidden: true,
    });
    if (fresh) return { id, version: 1 };
    shelf = id;
  }
  const [row] = await store.db
    .select({ id: categories.id, version: categories.version })
    .from(categories)
    .where(eq(categories.id, shelf));
  return row!;
}

/** The matrix's own hidden brand without products (a fresh one to delete), with its version. */
let matrixBrandId: number | undefined;
async function matrixBrand(fresh = false) {
  if (fresh || matrixBrandId === undefined) {
    const id = await createBrand(store.db, members.admin, {
      nameEn: 'Matrix brand',
      nameAr: 'علامة',
      hidden: true,
    });
    if (fresh) return { id, version: 1 };
    matrixBrandId = id;
  }
  const [row] = await store.db
    .select({ id: brands.id, version: brands.version })
    .from(brands)
    .where(eq(brands.id, matrixBrandId));
  return row!;
}

/** What a row needs to call its route against an order (or list) of a branch. */
interface Row {
  /** As registered: `METHOD /api/staff/...`. */
  route: string;
  /** Roles whose calls succeed (on their own branch; admins on any). */
  roles: readonly StaffRole[];
  /** Whether the route is about one branch's data (another branch's: 404). */
  branchScoped: boolean;
  /** The call, made fresh for each cell (mutations need an order in the right state each time). */
  prepare(
    branchId: number,
    member: StaffMember | null,
  ): Promise<{ method: 'GET' | 'POST'; url: string; body?: object }>;
}

const allRoles = staffRoles;
/** Everyone but couriers, who read only the orders handed to them (docs/decisions/0043). */
const orderReaders: readonly StaffRole[] = ['admin', 'branch_manager', 'pharmacist', 'support'];
/** A courier of each branch, made once, to hand orders to. */
const branchCouriers = new Map<number, Promise<StaffMember>>();
const courierOf = (branchId: number) => {
  if (!branchCouriers.has(branchId)) branchCouriers.set(branchId, staffMember(store, 'courier', [branchId]));
  return branchCouriers.get(branchId)!;
};
/** An order out for delivery, handed to the calling courier (to the branch's courier for anyone else). */
async function courierOrder(branchId: number, member: StaffMember | null) {
  const orderId = await insertOrder(store, customerId, { branchId, statusId: 7 });
  const courierId = member?.role === 'courier' ? member.id : (await courierOf(branchId)).id;
  await store.db
    .update(orders)
    .set({ courierId, courierAssignedAt: new Date() })
    .where(eq(orders.id, orderId));
  return orderId;
}
/** Those who manage staff accounts, and those who look customers up. */
const managers: readonly StaffRole[] = ['admin', 'branch_manager'];
const returnReaders: readonly StaffRole[] = ['admin', 'branch_manager', 'pharmacist', 'support'];
const returnHandlers: readonly StaffRole[] = ['admin', 'branch_manager', 'pharmacist'];
const customerReaders: readonly StaffRole[] = ['admin', 'branch_manager', 'pharmacist', 'support'];
let emails = 0;
const newEmail = () => `matrix.${++emails}.${process.pid}@staff.test`;
/** A support member of the branch, for the account routes to act on. */
const member = async (branchId: number) => (await staffMember(store, 'support', [branchId])).id;
/** A customer whose only tie to the store is their home branch. */
async function homeCustomer(branchId: number) {
  const [row] = await store.db
    .insert(users)
    .values({
      firstName: 'Matrix',
      lastName: 'Customer',
      branchId,
      email: newEmail().replace('staff', 'shop'),
    })
    .returning({ id: users.id });
  return row!.id;
}
/** Who reads the branches' prices and stock (couriers do not). */
const catalogueReaders: readonly StaffRole[] = ['admin', 'branch_manager', 'pharmacist', 'support'];
/** A product both branches sell, for the catalogue rows. */
async function soldAtBoth() {
  const [row] = await store.db
    .select({ id: branchProducts.productId })
    .from(branchProducts)
    .where(
      and(
        eq(branchProducts.branchId, own),
        sql`exists (select 1 from branch_products b where b.branch_id = ${other} and b.product_id = ${branchProducts.productId})`,
      ),
    )
    .orderBy(branchProducts.productId)
    .limit(1);
  return row!.id;
}
/** A checked import of the member (of the admin when no one calls), ready to apply. */
async function checkedImport(member: StaffMember | null) {
  const [row] = await store.db
    .insert(stockImports)
    .values({
      staffId: (member ?? members.admin).id,
      fileName: 's.csv',
      content: Buffer.from('sku,quantity\n1,5\n').toString('base64'),
      branchId: own,
      status: 'checked',
      report: {
        headers: ['sku', 'quantity'],
        mapping: {},
        missing: [],
        rows: 1,
        summary: { new: 0, changed: 0, unchanged: 1, unknown: 0, bad: 0 },
        problems: [],
        changes: [],
        applied: null,
        error: null,
      },
    })
    .returning({ id: stockImports.id });
  return row!.id;
}
/** A static page's text for the content rows (docs/decisions/0077). */
const matrixPage = {
  titleEn: 'About',
  titleAr: 'من نحن',
  bodyEn: '<p>About us</p>',
  bodyAr: '<p>من نحن</p>',
};

/** The about page's newest version, saving version 1 first when there is none. */
async function matrixContentVersion() {
  const [newest] = await store.db
    .select({ version: contentPageVersions.version })
    .from(contentPageVersions)
    .where(eq(contentPageVersions.slug, 'about'))
    .orderBy(desc(contentPageVersions.version))
    .limit(1);
  if (newest) return newest.version;
  const saved = await caller(store, members.admin.token).post('/api/staff/content/pages/about', {
    ...matrixPage,
    basedOn: 0,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return 1;
}

/** A home slide's fields for the carousel rows (docs/decisions/0082). */
const matrixSlideBody = {
  titleEn: 'Offers',
  titleAr: 'عروض',
  subtitleEn: 'This week',
  subtitleAr: 'هذا الأسبوع',
  url: '/deals',
};
/** A fresh slide for each cell (a cell may delete it), written straight to the database. */
async function matrixSlide() {
  const [row] = await store.db
    .insert(carousels)
    .values({ url: '/deals', color: '#0f766e', sort: 100 })
    .returning({ id: carousels.id, version: carousels.version });
  await store.db.insert(carouselTranslations).values([
    { ownerId: row!.id, lang: 'en', title: 'Offers', subtitle: 'This week' },
    { ownerId: row!.id, lang: 'ar', title: 'عروض', subtitle: 'هذا الأسبوع' },
  ]);
  return row!;
}

/** Who handles privacy requests and breaches (docs/decisions/0081). */
const privacyManagers: readonly StaffRole[] = ['admin', 'dpo'];
/** An open privacy request of the matrix's customer, fresh for each cell (answered once). */
async function matrixPrivacyRequest() {
  const [row] = await store.db
    .insert(privacyRequests)
    .values({ userId: customerId, kind: 'correction', details: 'Matrix' })
    .returning({ id: privacyRequests.id });
  return row!.id;
}
/** A draft of the privacy notice to publish, and the newest version it is based on. */
async function matrixNoticeDraft() {
  const [member] = await store.db.select({ id: staff.id }).from(staff).limit(1);
  await store.db
    .insert(privacyNoticeDrafts)
    .values({ id: 1, bodyEn: '<p>Matrix</p>', bodyAr: '<p>مصفوفة</p>', savedBy: member!.id })
    .onConflictDoNothing();
  return (await newestNoticeVersion(store.db)) ?? 0;
}
async function publishMatrixNotice() {
  const [member] = await store.db.select({ id: staff.id }).from(staff).limit(1);
  await publishNotice(store.db, { id: member!.id }, 0);
}
/** The matrix customer's phone number, as staff type it to record a request. */
async function matrixCustomerPhone() {
  const [row] = await store.db.select({ phone: users.phone }).from(users).where(eq(users.id, customerId));
  return row!.phone!;
}
/** A breach form's body: the matrix customer by phone, discovered today at midnight (Cairo). */
const cairoToday = () => cairoDay(new Date());
const breachBody = () => ({
  description: 'Matrix breach',
  discoveredOn: cairoToday(),
  discoveredTime: '00:00',
  categories: ['contact'],
  branchId: String(own),
  ordersFrom: cairoToday(),
  ordersTo: cairoToday(),
});
/** A fresh breach (its customers not told yet). */
async function matrixBreach() {
  const [row] = await store.db
    .insert(dataBreaches)
    .values({
      description: 'Matrix breach',
      discoveredAt: cairoTime(cairoToday(), '00:00'),
      categories: ['contact'],
      filter: { phones: [], branchId: null, ordersFrom: null, ordersTo: null },
      recordedBy: members.admin.id,
    })
    .returning({ id: dataBreaches.id });
  return row!.id;
}

/** Who manages promotions (docs/decisions/0076). */
const promotionManagers: readonly StaffRole[] = ['admin', 'branch_manager'];
/** A promotion form's body: 10% off at one branch. */
const promotionBody = (branchId: number) => ({
  nameEn: 'Matrix offer',
  nameAr: 'عرض',
  kind: 'percent',
  value: '10',
  branchIds: [branchId],
});
/** A promotion at one branch, made fresh for each cell (version 1). */
async function matrixPromotion(branchId: number) {
  const [row] = await store.db
    .insert(promoCodes)
    .values({ kind: 'percent', value: 10 })
    .returning({ id: promoCodes.id });
  await store.db.insert(promotionBranches).values({ promotionId: row!.id, branchId });
  return row!.id;
}

const rows: Row[] = [
  {
    route: 'GET /api/staff/me',
    roles: allRoles,
    branchScoped: false,
    prepare: async () => ({ method: 'GET', url: '/api/staff/me' }),
  },
  {
    route: 'POST /api/staff/logout',
    roles: allRoles,
    branchScoped: false,
    prepare: async () => ({ method: 'POST', url: '/api/staff/logout' }),
  },
  {
    // Every role reads orders; the stream itself filters events by branch (staff-events.api.test.ts).
    route: 'GET /api/staff/events',
    roles: orderReaders,
    branchScoped: false,
    prepare: async () => ({ method: 'GET', url: eventsUrl }),
  },
  {
    route: 'GET /api/staff/orders',
    roles: orderReaders,
    branchScoped: true,
    prepare: async (branchId) => ({ method: 'GET', url: `/api/staff/orders?branchId=${branchId}` }),
  },
  {
    route: 'GET /api/staff/orders/:id',
    roles: orderReaders,
    branchScoped: true,
    prepare: async (branchId) => ({
      method: 'GET',
      url: `/api/staff/orders/${await insertOrder(store, customerId, { branchId })}`,
    }),
  },
  {
    route: 'POST /api/staff/orders/:id/status',
    roles: ['admin', 'branch_manager', 'pharmacist'],
    branchScoped: true,
    prepare: async (branchId) => ({
      method: 'POST',
      url: `/api/staff/orders/${await insertOrder(store, customerId, { branchId })}/status`,
      body: { statusId: 2 },
    }),
  },
  {
    route: 'POST /api/staff/orders/:id/cancel',
    roles: ['admin', 'branch_manager', 'pharmacist'],
    branchScoped: true,
    prepare: async (branchId) => ({
      method: 'POST',
      url: `/api/staff/orders/${await insertOrder(store, customerId, { branchId })}/cancel`,
      body: { reasonId: 5 },
    }),
  },
  {
    route: 'POST /api/staff/orders/:id/substitutions',
    roles: ['admin', 'branch_manager', 'pharmacist'],
    branchScoped: true,
    prepare: async (branchId) => {
      const orderId = await insertOrder(store, customerId, { branchId });
      return {
        method: 'POST',
        url: `/api/staff/orders/${orderId}/substitutions`,
        body: { items: [{ orderItemId: await firstItem(orderId) }] },
      };
    },
  },
  {
    route: 'GET /api/staff/orders/:id/alternatives-candidates',
    roles: ['admin', 'branch_manager', 'pharmacist'],
    branchScoped: true,
    prepare: async (branchId) => {
      const orderId = await insertOrder(store, customerId, { branchId });
      return {
        method: 'GET',
        url: `/api/staff/orders/${orderId}/alternatives-candidates?orderItemId=${await firstItem(orderId)}`,
      };
    },
  },
  {
    route: 'POST /api/staff/orders/:id/weights',
    roles: ['admin', 'branch_manager', 'pharmacist'],
    branchScoped: true,
    prepare: async (branchId) => {
      const orderId = await insertOrder(store, customerId, { branchId });
      const orderItemId = await firstItem(orderId);
      await store.db.update(orderItems).set({ weighted: true }).where(eq(orderItems.id, orderItemId));
      return {
        method: 'POST',
        url: `/api/staff/orders/${orderId}/weights`,
        body: { items: [{ orderItemId, deliveredQuantity: '١٫١' }] },
      };
    },
  },
  // --- prescriptions and support issues (docs/decisions/0028)
  // --- order promises: the store's cancel reasons, the coming days' slots per branch
  {
    route: 'GET /api/staff/cancellation-reasons',
    roles: orderReaders,
    branchScoped: false,
    prepare: async () => ({ method: 'GET', url: '/api/staff/cancellation-reasons' }),
  },
  {
    route: 'GET /api/staff/delivery-slots',
    roles: orderReaders,
    branchScoped: true,
    prepare: async (branchId) => ({ method: 'GET', url: `/api/staff/delivery-slots?branchId=${branchId}` }),
  },
  {
    route: 'GET /api/staff/prescriptions',
    roles: ['admin', 'branch_manager', 'pharmacist'],
    branchScoped: true,
    prepare: async (branchId) => ({ method: 'GET', url: `/api/staff/prescriptions?branchId=${branchId}` }),
  },
  {
    route: 'GET /api/staff/prescriptions/:id',
    roles: ['admin', 'branch_manager', 'pharmacist'],
    branchScoped: true,
    prepare: async (branchId) => ({
      method: 'GET',
      url: `/api/staff/prescriptions/${await insertPrescription(store, customerId, { branchId })}`,
    }),
  },
  {
    route: 'POST /api/staff/prescriptions/:id/quote',
    roles: ['admin', 'branch_manager', 'pharmacist'],
    branchScoped: true,
    prepare: async (branchId) => ({
      method: 'POST',
      url: `/api/staff/prescriptions/${await insertPrescription(store, customerId, { branchId })}/quote`,
      body: { items: [await quoteItemAt(store, branchId)] },
    }),
  },
  {
    route: 'GET /api/staff/prescriptions/:id/products',
    roles: ['admin', 'branch_manager', 'pharmacist'],
    branchScoped: true,
    prepare: async (branchId) => ({
      method: 'GET',
      url: `/api/staff/prescriptions/${await insertPrescription(store, customerId, { branchId })}/products?q=a`,
    }),
  },
  {
    route: 'POST /api/staff/prescriptions/:id/reject',
    roles: ['admin', 'branch_manager', 'pharmacist'],
    branchScoped: true,
    prepare: async (branchId) => ({
      method: 'POST',
      url: `/api/staff/prescriptions/${await insertPrescription(store, customerId, { branchId })}/reject`,
      body: { reason: 'The prescription is not readable' },
    }),
  },
  {
    route: 'GET /api/staff/support/issues',
    roles: orderReaders,
    branchScoped: true,
    prepare: async (branchId) => ({ method: 'GET', url: `/api/staff/support/issues?branchId=${branchId}` }),
  },
  {
    route: 'GET /api/staff/support/issues/:id',
    roles: orderReaders,
    branchScoped: true,
    prepare: async (branchId) => ({
      method: 'GET',
      url: `/api/staff/support/issues/${await insertSupportIssue(store, customerId, { branchId })}`,
    }),
  },
  {
    route: 'POST /api/staff/support/issues/:id/reply',
    roles: ['admin', 'branch_manager', 'support'],
    branchScoped: true,
    prepare: async (branchId) => ({
      method: 'POST',
      url: `/api/staff/support/issues/${await insertSupportIssue(store, customerId, { branchId })}/reply`,
      body: { comment: 'We are looking into it' },
    }),
  },
  {
    route: 'POST /api/staff/support/issues/:id/close',
    roles: ['admin', 'branch_manager', 'support'],
    branchScoped: true,
    prepare: async (branchId) => ({
      method: 'POST',
      url: `/api/staff/support/issues/${await insertSupportIssue(store, customerId, { branchId })}/close`,
    }),
  },
  {
    route: 'GET /api/staff/support/contact-messages',
    roles: orderReaders,
    branchScoped: false,
    prepare: async () => {
      await store.db.insert(contactMessages).values({
        name: 'Matrix',
        mobile: '01012345678',
        email: 'm@example.com',
        message: 'Hello',
        lang: 'en',
      });
      return { method: 'GET', url: '/api/staff/support/contact-messages' };
    },
  },
  {
    route: 'GET /api/staff/audit-log',
    roles: ['admin'],
    branchScoped: false,
    prepare: async () => ({ method: 'GET', url: '/api/staff/audit-log' }),
  },
  // --- staff accounts (docs/decisions/0047): admins, and a branch manager for their branches'
  // pharmacists, support and couriers (another branch's member is a 404)
  {
    route: 'GET /api/staff/accounts',
    roles: managers,
    branchScoped: true,
    prepare: async (branchId) => ({ method: 'GET', url: `/api/staff/accounts?branchId=${branchId}` }),
  },
  {
    route: 'POST /api/staff/accounts',
    roles: managers,
    branchScoped: true,
    prepare: async (branchId) => ({
      method: 'POST',
      url: '/api/staff/accounts',
      body: { name: 'Matrix pharmacist', email: newEmail(), role: 'pharmacist', branchIds: [branchId] },
    }),
  },
  {
    route: 'GET /api/staff/accounts/:id',
    roles: managers,
    branchScoped: true,
    prepare: async (branchId) => ({ method: 'GET', url: `/api/staff/accounts/${await member(branchId)}` }),
  },
  {
    route: 'POST /api/staff/accounts/:id',
    roles: managers,
    branchScoped: true,
    prepare: async (branchId) => ({
      method: 'POST',
      url: `/api/staff/accounts/${await member(branchId)}`,
      body: { name: 'Renamed member', email: newEmail(), role: 'support', branchIds: [branchId] },
    }),
  },
  ...(['disable', 'enable', 'password-reset', 'authenticator', 'authenticator/remove'] as const).map(
    (action): Row => ({
      route: `POST /api/staff/accounts/:id/${action}`,
      roles: managers,
      branchScoped: true,
      prepare: async (branchId) => ({
        method: 'POST',
        url: `/api/staff/accounts/${await member(branchId)}/${action}`,
      }),
    }),
  ),
  // --- customer lookup: read-only, audited; a customer of another branch only is a 404
  {
    route: 'GET /api/staff/customers',
    roles: customerReaders,
    branchScoped: false,
    prepare: async () => ({ method: 'GET', url: '/api/staff/customers?q=01012345678' }),
  },
  {
    route: 'GET /api/staff/customers/:id',
    roles: customerReaders,
    branchScoped: true,
    prepare: async (branchId) => ({
      method: 'GET',
      url: `/api/staff/customers/${await homeCustomer(branchId)}`,
    }),
  },
  // --- numbers the move to one form left to sort out (docs/decisions/0073): a branch's customers
  {
    route: 'GET /api/staff/customers/phone-conflicts',
    roles: ['admin', 'branch_manager', 'support'],
    branchScoped: false,
    prepare: async () => ({ method: 'GET', url: '/api/staff/customers/phone-conflicts' }),
  },
  {
    route: 'POST /api/staff/customers/phone-conflicts/:id/resolve',
    roles: ['admin', 'branch_manager', 'support'],
    branchScoped: true,
    prepare: async (branchId) => {
      const userId = await homeCustomer(branchId);
      const [row] = await store.db
        .insert(phoneDuplicates)
        .values({ userId, phone: '02 2417 5555', reason: 'not-mobile' })
        .returning({ id: phoneDuplicates.id });
      return {
        method: 'POST',
        url: `/api/staff/customers/phone-conflicts/${row!.id}/resolve`,
        body: { note: 'Called the customer: a landline, left as it is' },
      };
    },
  },
  // --- search synonyms (docs/decisions/0035): the whole store's search, admins only
  {
    route: 'GET /api/staff/synonyms',
    roles: ['admin'],
    branchScoped: false,
    prepare: async () => ({ method: 'GET', url: '/api/staff/synonyms' }),
  },
  {
    route: 'POST /api/staff/synonyms',
    roles: ['admin'],
    branchScoped: false,
    prepare: async () => ({
      method: 'POST',
      url: '/api/staff/synonyms',
      body: { terms: ['matrix a', 'matrix b'] },
    }),
  },
  {
    route: 'POST /api/staff/synonyms/:id',
    roles: ['admin'],
    branchScoped: false,
    prepare: async () => ({
      method: 'POST',
      url: `/api/staff/synonyms/${await insertSynonym()}`,
      body: { terms: ['matrix c', 'matrix d'] },
    }),
  },
  {
    route: 'POST /api/staff/synonyms/:id/delete',
    roles: ['admin'],
    branchScoped: false,
    prepare: async () => ({ method: 'POST', url: `/api/staff/synonyms/${await insertSynonym()}/delete` }),
  },
  // --- couriers (docs/decisions/0043): the branch hands orders out; a courier acts on their own only
  {
    route: 'GET /api/staff/couriers',
    roles: ['admin', 'branch_manager', 'pharmacist'],
    branchScoped: true,
    prepare: async (branchId) => ({ method: 'GET', url: `/api/staff/couriers?branchId=${branchId}` }),
  },
  {
    route: 'POST /api/staff/orders/:id/courier',
    roles: ['admin', 'branch_manager', 'pharmacist'],
    branchScoped: true,
    prepare: async (branchId) => ({
      method: 'POST',
      url: `/api/staff/orders/${await insertOrder(store, customerId, { branchId, statusId: 2 })}/courier`,
      body: { courierId: (await courierOf(branchId)).id },
    }),
  },
  {
    route: 'GET /api/staff/couriers/cash',
    roles: ['admin', 'branch_manager'],
    branchScoped: true,
    prepare: async (branchId) => ({ method: 'GET', url: `/api/staff/couriers/cash?branchId=${branchId}` }),
  },
  {
    // Dispensing by pack (docs/decisions/0066): pharmacists, managers and admins of the order's branch.
    route: 'POST /api/staff/orders/:id/items/:itemId/packs',
    roles: ['admin', 'branch_manager', 'pharmacist'],
    branchScoped: true,
    prepare: async (branchId) => {
      const orderId = await insertOrder(store, customerId, {
        branchId,
        statusId: orderStatusIds.inProcess,
        productId: 1,
      });
      await store.db
        .update(products)
        .set({ barcodes: ['4006381333931'] })
        .where(eq(products.id, 1));
      matrixSerial += 1;
      return {
        method: 'POST',
        url: `/api/staff/orders/${orderId}/items/${await firstItem(orderId)}/packs`,
        body: { code: `(01)04006381333931(17)301231(21)MATRIX-${matrixSerial}` },
      };
    },
  },
  {
    route: 'GET /api/staff/orders/:id/packs',
    roles: ['admin', 'branch_manager', 'pharmacist'],
    branchScoped: true,
    prepare: async (branchId) => ({
      method: 'GET',
      url: `/api/staff/orders/${await insertOrder(store, customerId, { branchId })}/packs`,
    }),
  },
  {
    // A pharmacist's judgement (docs/decisions/0066): pharmacists and admins of the order's branch.
    route: 'POST /api/staff/orders/:id/packs/waive',
    roles: ['admin', 'pharmacist'],
    branchScoped: true,
    prepare: async (branchId) => ({
      method: 'POST',
      url: `/api/staff/orders/${await insertOrder(store, customerId, { branchId, productId: 1 })}/packs/waive`,
      body: { reason: 'The pack has no DataMatrix' },
    }),
  },
  {
    route: 'GET /api/staff/dispensing/export',
    roles: ['admin', 'branch_manager', 'pharmacist'],
    branchScoped: true,
    prepare: async (branchId) => ({
      method: 'GET',
      url: `/api/staff/dispensing/export?date=2026-11-28&branchId=${branchId}`,
    }),
  },
  {
    // A branch's board timers (docs/decisions/0064): its managers and admins.
    route: 'POST /api/staff/branches/:id/board-timers',
    roles: ['admin', 'branch_manager'],
    branchScoped: true,
    prepare: async (branchId) => ({
      method: 'POST',
      url: `/api/staff/branches/${branchId}/board-timers`,
      body: defaultBoardTimers,
    }),
  },
  {
    // A branch's delivery settings (docs/decisions/0072): read by its staff who answer customers.
    route: 'GET /api/staff/branches/:id/delivery',
    roles: ['admin', 'branch_manager', 'pharmacist', 'support'],
    branchScoped: true,
    prepare: async (branchId) => ({ method: 'GET', url: `/api/staff/branches/${branchId}/delivery` }),
  },
  {
    // ...changed by its managers and admins (the settings as they were: nothing changes).
    route: 'POST /api/staff/branches/:id/delivery',
    roles: ['admin', 'branch_manager'],
    branchScoped: true,
    prepare: async (branchId) => {
      const read = await call(await freshToken(members.admin), {
        method: 'GET',
        url: `/api/staff/branches/${branchId}/delivery`,
      });
      const { delivery } = read.json().data;
      return {
        method: 'POST',
        url: `/api/staff/branches/${branchId}/delivery`,
        body: { ...delivery, freeDeliveryFrom: delivery.freeDeliveryFrom ?? '' },
      };
    },
  },
  {
    // A branch's delivery zones (docs/decisions/0087): read by its staff, like its settings.
    route: 'GET /api/staff/branches/:id/zones',
    roles: ['admin', 'branch_manager', 'pharmacist', 'support'],
    branchScoped: true,
    prepare: async (branchId) => ({ method: 'GET', url: `/api/staff/branches/${branchId}/zones` }),
  },
  {
    // ...drawn by its managers and admins (the zones as they were: nothing changes).
    route: 'POST /api/staff/branches/:id/zones',
    roles: ['admin', 'branch_manager'],
    branchScoped: true,
    prepare: async (branchId) => {
      const read = await call(await freshToken(members.admin), {
        method: 'GET',
        url: `/api/staff/branches/${branchId}/zones`,
      });
      const zones = read.json().data.zones.map(({ name, polygon }: { name: string; polygon: unknown }) => ({
        name,
        polygon,
      }));
      return { method: 'POST', url: `/api/staff/branches/${branchId}/zones`, body: { zones } };
    },
  },
  {
    // A branch's holidays (docs/decisions/0072): its managers and admins (a day already kept).
    route: 'POST /api/staff/branches/:id/holidays',
    roles: ['admin', 'branch_manager'],
    branchScoped: true,
    prepare: async (branchId) => ({
      method: 'POST',
      url: `/api/staff/branches/${branchId}/holidays`,
      body: { date: '2099-01-01' },
    }),
  },
  {
    route: 'POST /api/staff/branches/:id/holidays/remove',
    roles: ['admin', 'branch_manager'],
    branchScoped: true,
    prepare: async (branchId) => ({
      method: 'POST',
      url: `/api/staff/branches/${branchId}/holidays/remove`,
      body: { date: '2099-01-01' },
    }),
  },
  {
    // Reports (docs/decisions/0055): admins and branch managers; another branch is a 404.
    route: 'GET /api/staff/reports/dashboard',
    roles: ['admin', 'branch_manager'],
    branchScoped: true,
    prepare: async (branchId) => ({
      method: 'GET',
      url: `/api/staff/reports/dashboard?from=2026-11-01&to=2026-11-07&branchId=${branchId}`,
    }),
  },
  {
    route: 'GET /api/staff/courier/orders',
    roles: ['courier'],
    branchScoped: false,
    prepare: async () => ({ method: 'GET', url: '/api/staff/courier/orders' }),
  },
  {
    route: 'POST /api/staff/courier/orders/:id/delivered',
    roles: ['courier'],
    branchScoped: true,
    prepare: async (branchId, member) => ({
      method: 'POST',
      url: `/api/staff/courier/orders/${await courierOrder(branchId, member)}/delivered`,
      body: { amountCollected: '١١٥' },
    }),
  },
  {
    route: 'POST /api/staff/courier/orders/:id/unreachable',
    roles: ['courier'],
    branchScoped: true,
    prepare: async (branchId, member) => ({
      method: 'POST',
      url: `/api/staff/courier/orders/${await courierOrder(branchId, member)}/unreachable`,
      body: { tries: '٣', note: 'No answer at the door or on the phone' },
    }),
  },
  // --- prices and stock per branch (docs/decisions/0046): managers edit, readers read
  {
    route: 'GET /api/staff/catalogue/products',
    roles: catalogueReaders,
    branchScoped: true,
    prepare: async (branchId) => ({
      method: 'GET',
      url: `/api/staff/catalogue/products?branchId=${branchId}`,
    }),
  },
  {
    // The product is the store's; the answer lists only the member's branches' rows.
    route: 'GET /api/staff/catalogue/products/:id',
    roles: catalogueReaders,
    branchScoped: false,
    prepare: async () => ({ method: 'GET', url: `/api/staff/catalogue/products/${await soldAtBoth()}` }),
  },
  {
    route: 'POST /api/staff/catalogue/products/:id/branches/:branchId',
    roles: ['admin', 'branch_manager'],
    branchScoped: true,
    prepare: async (branchId) => {
      const productId = await soldAtBoth();
      const [row] = await store.db
        .select({ version: branchProducts.version, price: branchProducts.price })
        .from(branchProducts)
        .where(and(eq(branchProducts.branchId, branchId), eq(branchProducts.productId, productId)));
      return {
        method: 'POST',
        url: `/api/staff/catalogue/products/${productId}/branches/${branchId}`,
        body: { version: row!.version, price: (row!.price + 1) / 100 },
      };
    },
  },
  {
    route: 'POST /api/staff/catalogue/products/:id/branches/:branchId/stock',
    roles: ['admin', 'branch_manager'],
    branchScoped: true,
    prepare: async (branchId) => ({
      method: 'POST',
      url: `/api/staff/catalogue/products/${await soldAtBoth()}/branches/${branchId}/stock`,
      body: { delta: '١', reason: 'delivery_received' },
    }),
  },
  {
    route: 'GET /api/staff/catalogue/products/:id/branches/:branchId/stock',
    roles: catalogueReaders,
    branchScoped: true,
    prepare: async (branchId) => ({
      method: 'GET',
      url: `/api/staff/catalogue/products/${await soldAtBoth()}/branches/${branchId}/stock`,
    }),
  },
  // --- batches and expiry (docs/decisions/0075): managers receive, readers read, pharmacists recall
  {
    route: 'GET /api/staff/catalogue/products/:id/branches/:branchId/batches',
    roles: catalogueReaders,
    branchScoped: true,
    prepare: async (branchId) => ({
      method: 'GET',
      url: `/api/staff/catalogue/products/${await soldAtBoth()}/branches/${branchId}/batches`,
    }),
  },
  {
    route: 'POST /api/staff/catalogue/products/:id/branches/:branchId/batches',
    roles: ['admin', 'branch_manager'],
    branchScoped: true,
    prepare: async (branchId) => ({
      method: 'POST',
      url: `/api/staff/catalogue/products/${await soldAtBoth()}/branches/${branchId}/batches`,
      body: { batch: `M${++matrixBatch}`, expiry: '2099-12-31', quantity: '١' },
    }),
  },
  {
    route: 'POST /api/staff/catalogue/products/:id/branches/:branchId/batches/recall',
    roles: ['admin', 'pharmacist'],
    branchScoped: true,
    prepare: async (branchId) => {
      const productId = await soldAtBoth();
      const batch = `R${++matrixBatch}`;
      await store.db
        .insert(stockBatches)
        .values({ branchId, productId, batch, expiry: '2099-12-31', receivedMilli: 0, quantityMilli: 0 });
      return {
        method: 'POST',
        url: `/api/staff/catalogue/products/${productId}/branches/${branchId}/batches/recall`,
        body: { batch, note: 'Maker recall notice' },
      };
    },
  },
  // docs/decisions/0079: admins recall across the chain; managers of the branch and admins write off
  {
    route: 'POST /api/staff/catalogue/products/:id/batches/recall',
    roles: ['admin'],
    branchScoped: false,
    prepare: async () => {
      const productId = await soldAtBoth();
      const batch = `C${++matrixBatch}`;
      await store.db.insert(stockBatches).values({
        branchId: own,
        productId,
        batch,
        expiry: '2099-12-31',
        receivedMilli: 0,
        quantityMilli: 0,
      });
      return {
        method: 'POST',
        url: `/api/staff/catalogue/products/${productId}/batches/recall`,
        body: { batch, note: 'Maker recall notice' },
      };
    },
  },
  {
    route: 'POST /api/staff/catalogue/products/:id/branches/:branchId/batches/write-off',
    roles: ['admin', 'branch_manager'],
    branchScoped: true,
    prepare: async (branchId) => {
      const productId = await soldAtBoth();
      const batch = `W${++matrixBatch}`;
      await store.db.insert(stockBatches).values({
        branchId,
        productId,
        batch,
        expiry: '2026-01-31',
        receivedMilli: 1000,
        quantityMilli: 1000,
        withdrawn: 'expiring',
      });
      return {
        method: 'POST',
        url: `/api/staff/catalogue/products/${productId}/branches/${branchId}/batches/write-off`,
        body: { batch, disposal: 'destroyed', note: 'Expired' },
      };
    },
  },
  {
    route: 'GET /api/staff/branches/:id/near-expiry',
    roles: catalogueReaders,
    branchScoped: true,
    prepare: async (branchId) => ({
      method: 'GET',
      url: `/api/staff/branches/${branchId}/near-expiry?days=60`,
    }),
  },
  {
    // The store's setting (the default, so the other rows see no change).
    route: 'POST /api/staff/stock/expiry-cutoff',
    roles: ['admin'],
    branchScoped: false,
    prepare: async () => ({ method: 'POST', url: '/api/staff/stock/expiry-cutoff', body: { days: '٩٠' } }),
  },
  // --- bulk import of prices and stock (docs/decisions/0053): managers import, readers export
  {
    route: 'POST /api/staff/catalogue/imports',
    roles: ['admin', 'branch_manager'],
    branchScoped: true,
    prepare: async (branchId) => ({
      method: 'POST',
      url: '/api/staff/catalogue/imports',
      body: { fileName: 's.csv', content: Buffer.from('sku,quantity\n1,5\n').toString('base64'), branchId },
    }),
  },
  {
    // The member's own import (someone else's: 404, in stock-import.api.test.ts).
    route: 'GET /api/staff/catalogue/imports/:id',
    roles: ['admin', 'branch_manager'],
    branchScoped: false,
    prepare: async (_branchId, member) => ({
      method: 'GET',
      url: `/api/staff/catalogue/imports/${await checkedImport(member)}`,
    }),
  },
  {
    route: 'POST /api/staff/catalogue/imports/:id/check',
    roles: ['admin', 'branch_manager'],
    branchScoped: false,
    prepare: async (_branchId, member) => ({
      method: 'POST',
      url: `/api/staff/catalogue/imports/${await checkedImport(member)}/check`,
      body: { mapping: { sku: 'sku', quantity: 'quantity' } },
    }),
  },
  {
    route: 'POST /api/staff/catalogue/imports/:id/apply',
    roles: ['admin', 'branch_manager'],
    branchScoped: false,
    prepare: async (_branchId, member) => ({
      method: 'POST',
      url: `/api/staff/catalogue/imports/${await checkedImport(member)}/apply`,
    }),
  },
  {
    route: 'GET /api/staff/catalogue/export',
    roles: catalogueReaders,
    branchScoped: true,
    prepare: async (branchId) => ({ method: 'GET', url: `/api/staff/catalogue/export?branchId=${branchId}` }),
  },
  // --- the products themselves (docs/decisions/0052): the whole store's, edited by admins only
  {
    route: 'GET /api/staff/catalogue/choices',
    roles: catalogueReaders,
    branchScoped: false,
    prepare: async () => ({ method: 'GET', url: '/api/staff/catalogue/choices' }),
  },
  {
    route: 'GET /api/staff/catalogue/products/:id/details',
    roles: catalogueReaders,
    branchScoped: false,
    prepare: async () => ({
      method: 'GET',
      url: `/api/staff/catalogue/products/${await soldAtBoth()}/details`,
    }),
  },
  {
    route: 'POST /api/staff/catalogue/products',
    roles: ['admin'],
    branchScoped: false,
    prepare: async () => {
      const [leaf] = await store.db
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.level, 3));
      return {
        method: 'POST',
        url: '/api/staff/catalogue/products',
        body: { nameEn: 'Matrix tea', nameAr: 'شاي', brandId: 1, categoryId: leaf!.id, quantities: [1] },
      };
    },
  },
  {
    route: 'POST /api/staff/catalogue/products/:id/details',
    roles: ['admin'],
    branchScoped: false,
    prepare: async () => {
      const id = await soldAtBoth();
      const product = await productDetails(store.db, id);
      return { method: 'POST', url: `/api/staff/catalogue/products/${id}/details`, body: product };
    },
  },
  {
    route: 'POST /api/staff/catalogue/products/:id/visibility',
    roles: ['admin'],
    branchScoped: false,
    prepare: async () => {
      const id = await soldAtBoth();
      const { version } = await productDetails(store.db, id);
      return {
        method: 'POST',
        url: `/api/staff/catalogue/products/${id}/visibility`,
        body: { version, hidden: false },
      };
    },
  },
  // --- categories and brands (docs/decisions/0071): read by the catalogue's readers, edited by admins
  {
    route: 'GET /api/staff/catalogue/categories',
    roles: catalogueReaders,
    branchScoped: false,
    prepare: async () => ({ method: 'GET', url: '/api/staff/catalogue/categories' }),
  },
  {
    route: 'POST /api/staff/catalogue/categories',
    roles: ['admin'],
    branchScoped: false,
    prepare: async () => ({
      method: 'POST',
      url: '/api/staff/catalogue/categories',
      body: { nameEn: 'Matrix shelf', nameAr: 'رف', hidden: true },
    }),
  },
  {
    // The names it has: no change, so no other row sees one.
    route: 'POST /api/staff/catalogue/categories/:id',
    roles: ['admin'],
    branchScoped: false,
    prepare: async () => {
      const category = await matrixCategory();
      return {
        method: 'POST',
        url: `/api/staff/catalogue/categories/${category.id}`,
        body: { version: category.version, nameEn: 'Matrix shelf', nameAr: 'رف' },
      };
    },
  },
  {
    route: 'POST /api/staff/catalogue/categories/:id/visibility',
    roles: ['admin'],
    branchScoped: false,
    prepare: async () => {
      const category = await matrixCategory();
      return {
        method: 'POST',
        url: `/api/staff/catalogue/categories/${category.id}/visibility`,
        body: { version: category.version, hidden: true },
      };
    },
  },
  {
    route: 'POST /api/staff/catalogue/categories/:id/order',
    roles: ['admin'],
    branchScoped: false,
    prepare: async () => {
      const category = await matrixCategory();
      return {
        method: 'POST',
        url: `/api/staff/catalogue/categories/${category.id}/order`,
        body: { version: category.version, direction: 'down' },
      };
    },
  },
  {
    // A fresh category each time (an upload changes the version), with a small picture (0083).
    route: 'POST /api/staff/catalogue/categories/:id/picture',
    roles: ['admin'],
    branchScoped: false,
    prepare: async () => {
      const category = await matrixCategory(true);
      return {
        method: 'POST',
        url: `/api/staff/catalogue/categories/${category.id}/picture`,
        body: { version: category.version, picture: (await photo('png', 120, 120)).toString('base64') },
      };
    },
  },
  {
    route: 'POST /api/staff/catalogue/categories/:id/delete',
    roles: ['admin'],
    branchScoped: false,
    prepare: async () => {
      const category = await matrixCategory(true);
      return {
        method: 'POST',
        url: `/api/staff/catalogue/categories/${category.id}/delete`,
        body: { version: category.version },
      };
    },
  },
  {
    route: 'POST /api/staff/catalogue/categories/:id/move-products',
    roles: ['admin'],
    branchScoped: false,
    prepare: async () => {
      // A fresh, empty level-3 category under a demo level-2 one, its (no) products moved to a demo one.
      const [middle] = await store.db.select().from(categories).where(eq(categories.level, 2)).limit(1);
      const [leaf] = await store.db.select().from(categories).where(eq(categories.level, 3)).limit(1);
      const id = await createCategory(store.db, members.admin, {
        nameEn: 'Matrix leaf',
        nameAr: 'رف فرعي',
        parentId: middle!.id,
        hidden: true,
      });
      return {
        method: 'POST',
        url: `/api/staff/catalogue/categories/${id}/move-products`,
        body: { version: 1, to: leaf!.id },
      };
    },
  },
  {
    route: 'GET /api/staff/catalogue/brands',
    roles: catalogueReaders,
    branchScoped: false,
    prepare: async () => ({ method: 'GET', url: '/api/staff/catalogue/brands?q=a' }),
  },
  {
    route: 'POST /api/staff/catalogue/brands',
    roles: ['admin'],
    branchScoped: false,
    prepare: async () => ({
      method: 'POST',
      url: '/api/staff/catalogue/brands',
      body: { nameEn: 'Matrix brand', nameAr: 'علامة', hidden: true },
    }),
  },
  {
    route: 'POST /api/staff/catalogue/brands/:id',
    roles: ['admin'],
    branchScoped: false,
    prepare: async () => {
      const brand = await matrixBrand();
      return {
        method: 'POST',
        url: `/api/staff/catalogue/brands/${brand.id}`,
        body: { version: brand.version, nameEn: 'Matrix brand', nameAr: 'علامة' },
      };
    },
  },
  {
    route: 'POST /api/staff/catalogue/brands/:id/visibility',
    roles: ['admin'],
    branchScoped: false,
    prepare: async () => {
      const brand = await matrixBrand();
      return {
        method: 'POST',
        url: `/api/staff/catalogue/brands/${brand.id}/visibility`,
        body: { version: brand.version, hidden: true },
      };
    },
  },
  {
    route: 'POST /api/staff/catalogue/brands/:id/picture',
    roles: ['admin'],
    branchScoped: false,
    prepare: async () => {
      const brand = await matrixBrand(true);
      return {
        method: 'POST',
        url: `/api/staff/catalogue/brands/${brand.id}/picture`,
        body: { version: brand.version, picture: (await photo('png', 120, 120)).toString('base64') },
      };
    },
  },
  {
    route: 'POST /api/staff/catalogue/brands/:id/delete',
    roles: ['admin'],
    branchScoped: false,
    prepare: async () => {
      const brand = await matrixBrand(true);
      return {
        method: 'POST',
        url: `/api/staff/catalogue/brands/${brand.id}/delete`,
        body: { version: brand.version },
      };
    },
  },
  {
    route: 'POST /api/staff/catalogue/brands/:id/move-products',
    roles: ['admin'],
    branchScoped: false,
    prepare: async () => {
      const brand = await matrixBrand(true);
      return {
        method: 'POST',
        url: `/api/staff/catalogue/brands/${brand.id}/move-products`,
        body: { version: brand.version, to: (await matrixBrand()).id },
      };
    },
  },
  {
    route: 'POST /api/staff/catalogue/products/:id/pictures',
    roles: ['admin'],
    branchScoped: false,
    prepare: async () => ({
      method: 'POST',
      url: `/api/staff/catalogue/products/${await soldAtBoth()}/pictures`,
      body: { content: (await photo('jpeg', 240, 240)).toString('base64'), altEn: 'Front' },
    }),
  },
  {
    route: 'POST /api/staff/catalogue/products/:id/pictures/:pictureId',
    roles: ['admin'],
    branchScoped: false,
    prepare: async () => {
      const { productId, pictureId } = await insertPicture();
      return {
        method: 'POST',
        url: `/api/staff/catalogue/products/${productId}/pictures/${pictureId}`,
        body: { altEn: 'Side', altAr: 'من الجانب' },
      };
    },
  },
  {
    route: 'POST /api/staff/catalogue/products/:id/pictures/:pictureId/move',
    roles: ['admin'],
    branchScoped: false,
    prepare: async () => {
      const { productId, pictureId } = await insertPicture();
      return {
        method: 'POST',
        url: `/api/staff/catalogue/products/${productId}/pictures/${pictureId}/move`,
        body: { position: 1 },
      };
    },
  },
  {
    route: 'POST /api/staff/catalogue/products/:id/pictures/:pictureId/delete',
    roles: ['admin'],
    branchScoped: false,
    prepare: async () => {
      const { productId, pictureId } = await insertPicture();
      return {
        method: 'POST',
        url: `/api/staff/catalogue/products/${productId}/pictures/${pictureId}/delete`,
      };
    },
  },
  {
    // The store's product, not a branch's row; the class it already has, so no other row sees a change.
    route: 'POST /api/staff/medicines/products/:id/class',
    roles: ['admin', 'pharmacist'],
    branchScoped: false,
    prepare: async () => {
      const id = await soldAtBoth();
      const [row] = await store.db
        .select({ medicineClass: products.medicineClass })
        .from(products)
        .where(eq(products.id, id));
      return {
        method: 'POST',
        url: `/api/staff/medicines/products/${id}/class`,
        body: { medicineClass: row!.medicineClass },
      };
    },
  },
  {
    // A licensed pharmacist's act (docs/decisions/0061): pharmacists (and admins) of the order's branch.
    route: 'POST /api/staff/medicines/orders/:id/approve',
    roles: ['admin', 'pharmacist'],
    branchScoped: true,
    prepare: async (branchId) => ({
      method: 'POST',
      url: `/api/staff/medicines/orders/${await waitingForPharmacist(branchId)}/approve`,
    }),
  },
  {
    route: 'POST /api/staff/medicines/orders/:id/refuse',
    roles: ['admin', 'pharmacist'],
    branchScoped: true,
    prepare: async (branchId) => {
      const orderId = await waitingForPharmacist(branchId);
      return {
        method: 'POST',
        url: `/api/staff/medicines/orders/${orderId}/refuse`,
        body: { orderItemId: await firstItem(orderId), reason: 'Not on the prescription' },
      };
    },
  },
  // The static pages (docs/decisions/0077): admins only; the store's, not a branch's.
  {
    route: 'GET /api/staff/content/pages',
    roles: ['admin'],
    branchScoped: false,
    prepare: async () => ({ method: 'GET', url: '/api/staff/content/pages' }),
  },
  {
    route: 'GET /api/staff/content/pages/:slug',
    roles: ['admin'],
    branchScoped: false,
    prepare: async () => ({ method: 'GET', url: '/api/staff/content/pages/about' }),
  },
  {
    route: 'GET /api/staff/content/pages/:slug/versions/:version',
    roles: ['admin'],
    branchScoped: false,
    prepare: async () => {
      await matrixContentVersion();
      return { method: 'GET', url: '/api/staff/content/pages/about/versions/1' };
    },
  },
  {
    route: 'POST /api/staff/content/pages/:slug',
    roles: ['admin'],
    branchScoped: false,
    prepare: async () => ({
      method: 'POST',
      url: '/api/staff/content/pages/about',
      body: { ...matrixPage, basedOn: await matrixContentVersion() },
    }),
  },
  {
    route: 'POST /api/staff/content/preview',
    roles: ['admin'],
    branchScoped: false,
    prepare: async () => ({ method: 'POST', url: '/api/staff/content/preview', body: matrixPage }),
  },
  {
    route: 'POST /api/staff/content/pages/:slug/versions/:version/restore',
    roles: ['admin'],
    branchScoped: false,
    prepare: async () => ({
      method: 'POST',
      url: '/api/staff/content/pages/about/versions/1/restore',
      body: { basedOn: await matrixContentVersion() },
    }),
  },
  // The home carousel (docs/decisions/0082): admins only, as the static pages.
  {
    route: 'GET /api/staff/content/carousel',
    roles: ['admin'],
    branchScoped: false,
    prepare: async () => ({ method: 'GET', url: '/api/staff/content/carousel' }),
  },
  {
    route: 'POST /api/staff/content/carousel',
    roles: ['admin'],
    branchScoped: false,
    prepare: async () => ({ method: 'POST', url: '/api/staff/content/carousel', body: matrixSlideBody }),
  },
  {
    route: 'POST /api/staff/content/carousel/:id',
    roles: ['admin'],
    branchScoped: false,
    prepare: async () => {
      const slide = await matrixSlide();
      return {
        method: 'POST',
        url: `/api/staff/content/carousel/${slide.id}`,
        body: { ...matrixSlideBody, version: slide.version },
      };
    },
  },
  {
    route: 'POST /api/staff/content/carousel/:id/move',
    roles: ['admin'],
    branchScoped: false,
    prepare: async () => {
      const slide = await matrixSlide();
      return {
        method: 'POST',
        url: `/api/staff/content/carousel/${slide.id}/move`,
        body: { version: slide.version, direction: 'up' },
      };
    },
  },
  {
    route: 'POST /api/staff/content/carousel/:id/visibility',
    roles: ['admin'],
    branchScoped: false,
    prepare: async () => {
      const slide = await matrixSlide();
      return {
        method: 'POST',
        url: `/api/staff/content/carousel/${slide.id}/visibility`,
        body: { version: slide.version, hidden: true },
      };
    },
  },
  {
    route: 'POST /api/staff/content/carousel/:id/delete',
    roles: ['admin'],
    branchScoped: false,
    prepare: async () => {
      const slide = await matrixSlide();
      return {
        method: 'POST',
        url: `/api/staff/content/carousel/${slide.id}/delete`,
        body: { version: slide.version },
      };
    },
  },
  // What the home shows besides its carousel (docs/decisions/0086): admins only, the whole chain's.
  {
    route: 'GET /api/staff/content/home-picks',
    roles: ['admin'],
    branchScoped: false,
    prepare: async () => ({ method: 'GET', url: '/api/staff/content/home-picks' }),
  },
  {
    route: 'POST /api/staff/content/home-picks/categories',
    roles: ['admin'],
    branchScoped: false,
    // The grid as it is: other cells' homes stay as they were.
    prepare: async () => ({
      method: 'POST',
      url: '/api/staff/content/home-picks/categories',
      body: {
        categoryIds: await featuredCategoryIds(store.db),
        version: await homePickVersion(store.db, 'categories'),
      },
    }),
  },
  {
    route: 'POST /api/staff/content/home-picks/products',
    roles: ['admin'],
    branchScoped: false,
    prepare: async () => ({
      method: 'POST',
      url: '/api/staff/content/home-picks/products',
      body: { productIds: [], version: await homePickVersion(store.db, 'deals') },
    }),
  },
  // Promotions (docs/decisions/0076): admins any, branch managers those at their own branches only.
  {
    route: 'GET /api/staff/promotions',
    roles: promotionManagers,
    branchScoped: false,
    prepare: async () => ({ method: 'GET', url: '/api/staff/promotions' }),
  },
  {
    route: 'POST /api/staff/promotions',
    roles: promotionManagers,
    branchScoped: false,
    prepare: async () => ({ method: 'POST', url: '/api/staff/promotions', body: promotionBody(own) }),
  },
  {
    route: 'GET /api/staff/promotions/:id',
    roles: promotionManagers,
    branchScoped: true,
    prepare: async (branchId) => ({
      method: 'GET',
      url: `/api/staff/promotions/${await matrixPromotion(branchId)}`,
    }),
  },
  {
    route: 'POST /api/staff/promotions/:id',
    roles: promotionManagers,
    branchScoped: true,
    prepare: async (branchId) => ({
      method: 'POST',
      url: `/api/staff/promotions/${await matrixPromotion(branchId)}`,
      body: { ...promotionBody(branchId), version: 1 },
    }),
  },
  {
    route: 'POST /api/staff/promotions/:id/end',
    roles: promotionManagers,
    branchScoped: true,
    prepare: async (branchId) => ({
      method: 'POST',
      url: `/api/staff/promotions/${await matrixPromotion(branchId)}/end`,
      body: { version: 1 },
    }),
  },
  // Privacy requests and the breach register (docs/decisions/0081): admins and the data protection officer.
  {
    route: 'GET /api/staff/privacy/requests',
    roles: privacyManagers,
    branchScoped: false,
    prepare: async () => ({ method: 'GET', url: '/api/staff/privacy/requests' }),
  },
  {
    route: 'GET /api/staff/privacy/requests/:id',
    roles: privacyManagers,
    branchScoped: false,
    prepare: async () => ({
      method: 'GET',
      url: `/api/staff/privacy/requests/${await matrixPrivacyRequest()}`,
    }),
  },
  {
    route: 'POST /api/staff/privacy/requests/:id/answer',
    roles: privacyManagers,
    branchScoped: false,
    prepare: async () => ({
      method: 'POST',
      url: `/api/staff/privacy/requests/${await matrixPrivacyRequest()}/answer`,
      body: { outcome: 'answered', answer: 'Done' },
    }),
  },
  // Requests that arrived by e-mail, letter or phone (docs/decisions/0089): the matrix customer by phone.
  {
    route: 'POST /api/staff/privacy/requests',
    roles: privacyManagers,
    branchScoped: false,
    prepare: async () => ({
      method: 'POST',
      url: '/api/staff/privacy/requests',
      body: {
        customer: await matrixCustomerPhone(),
        kind: 'objection',
        receivedOn: cairoToday(),
        channel: 'phone',
        note: 'Matrix',
      },
    }),
  },
  // The privacy notice (docs/decisions/0092): admins and the data protection officer, the store's.
  {
    route: 'GET /api/staff/privacy/notice',
    roles: privacyManagers,
    branchScoped: false,
    prepare: async () => ({ method: 'GET', url: '/api/staff/privacy/notice' }),
  },
  {
    route: 'GET /api/staff/privacy/notice/versions/:version',
    roles: privacyManagers,
    branchScoped: false,
    prepare: async () => {
      // The first version, published once by the first call.
      const newest = await matrixNoticeDraft();
      if (newest === 0) await publishMatrixNotice();
      return { method: 'GET', url: '/api/staff/privacy/notice/versions/1' };
    },
  },
  {
    route: 'POST /api/staff/privacy/notice/draft',
    roles: privacyManagers,
    branchScoped: false,
    prepare: async () => ({
      method: 'POST',
      url: '/api/staff/privacy/notice/draft',
      body: { bodyEn: '<p>Matrix draft</p>', bodyAr: '<p>مسودة</p>' },
    }),
  },
  {
    route: 'POST /api/staff/privacy/notice/publish',
    roles: privacyManagers,
    branchScoped: false,
    prepare: async () => ({
      method: 'POST',
      url: '/api/staff/privacy/notice/publish',
      body: { basedOn: await matrixNoticeDraft() },
    }),
  },
  // Marketing messages (docs/decisions/0089): those who edit the store's content; the store's, not a branch's.
  {
    route: 'GET /api/staff/marketing',
    roles: ['admin'],
    branchScoped: false,
    prepare: async () => ({ method: 'GET', url: '/api/staff/marketing' }),
  },
  {
    route: 'POST /api/staff/marketing',
    roles: ['admin'],
    branchScoped: false,
    prepare: async () => ({
      method: 'POST',
      url: '/api/staff/marketing',
      body: { channel: 'sms', bodyEn: 'Matrix offer', bodyAr: 'عرض' },
    }),
  },
  {
    route: 'POST /api/staff/privacy/holidays',
    roles: privacyManagers,
    branchScoped: false,
    prepare: async () => ({
      method: 'POST',
      url: '/api/staff/privacy/holidays',
      body: { day: '2026-10-06' },
    }),
  },
  {
    route: 'POST /api/staff/privacy/holidays/remove',
    roles: privacyManagers,
    branchScoped: false,
    prepare: async () => {
      await store.db.insert(privacyHolidays).values({ day: '2026-07-23' }).onConflictDoNothing();
      return { method: 'POST', url: '/api/staff/privacy/holidays/remove', body: { day: '2026-07-23' } };
    },
  },
  {
    route: 'GET /api/staff/privacy/breaches',
    roles: privacyManagers,
    branchScoped: false,
    prepare: async () => ({ method: 'GET', url: '/api/staff/privacy/breaches' }),
  },
  {
    route: 'POST /api/staff/privacy/breaches',
    roles: privacyManagers,
    branchScoped: false,
    prepare: async () => ({ method: 'POST', url: '/api/staff/privacy/breaches', body: breachBody() }),
  },
  {
    route: 'GET /api/staff/privacy/breaches/:id',
    roles: privacyManagers,
    branchScoped: false,
    prepare: async () => ({ method: 'GET', url: `/api/staff/privacy/breaches/${await matrixBreach()}` }),
  },
  {
    route: 'POST /api/staff/privacy/breaches/:id/reported',
    roles: privacyManagers,
    branchScoped: false,
    prepare: async () => ({
      method: 'POST',
      url: `/api/staff/privacy/breaches/${await matrixBreach()}/reported`,
      body: { reportedOn: cairoToday(), reportedTime: '00:00' },
    }),
  },
  {
    route: 'GET /api/staff/privacy/breaches/:id/customers',
    roles: privacyManagers,
    branchScoped: false,
    prepare: async () => ({
      method: 'GET',
      url: `/api/staff/privacy/breaches/${await matrixBreach()}/customers`,
    }),
  },
  {
    route: 'POST /api/staff/privacy/breaches/:id/notify',
    roles: privacyManagers,
    branchScoped: false,
    prepare: async () => ({
      method: 'POST',
      url: `/api/staff/privacy/breaches/${await matrixBreach()}/notify`,
    }),
  },
  // Returns (docs/decisions/0085): read by those who answer customers, handled by those who dispense,
  // refunded by managers and admins; a cash refund paid out likewise.
  {
    route: 'GET /api/staff/returns',
    roles: returnReaders,
    branchScoped: true,
    prepare: async (branchId) => ({ method: 'GET', url: `/api/staff/returns?branchId=${branchId}` }),
  },
  {
    route: 'GET /api/staff/returns/:id',
    roles: returnReaders,
    branchScoped: true,
    prepare: async (branchId) => ({
      method: 'GET',
      url: `/api/staff/returns/${await matrixReturn(branchId, 'requested')}`,
    }),
  },
  {
    route: 'POST /api/staff/returns/:id/decide',
    roles: returnHandlers,
    branchScoped: true,
    prepare: async (branchId) => ({
      method: 'POST',
      url: `/api/staff/returns/${await matrixReturn(branchId, 'requested')}/decide`,
      body: { decision: 'approve', note: 'We will collect it' },
    }),
  },
  {
    route: 'POST /api/staff/returns/:id/pickup',
    roles: returnHandlers,
    branchScoped: true,
    prepare: async (branchId) => ({
      method: 'POST',
      url: `/api/staff/returns/${await matrixReturn(branchId, 'approved')}/pickup`,
      body: { note: 'Tomorrow morning' },
    }),
  },
  {
    route: 'POST /api/staff/returns/:id/receive',
    roles: returnHandlers,
    branchScoped: true,
    prepare: async (branchId) => ({
      method: 'POST',
      url: `/api/staff/returns/${await matrixReturn(branchId, 'pickup')}/receive`,
    }),
  },
  {
    route: 'POST /api/staff/returns/:id/refund',
    roles: managers,
    branchScoped: true,
    prepare: async (branchId) => ({
      method: 'POST',
      url: `/api/staff/returns/${await matrixReturn(branchId, 'received')}/refund`,
      body: { paidBy: 'counter' },
    }),
  },
  {
    route: 'POST /api/staff/orders/:id/cash-refund',
    roles: managers,
    branchScoped: true,
    prepare: async (branchId) => ({
      method: 'POST',
      url: `/api/staff/orders/${await cashRefundDue(branchId)}/cash-refund`,
      body: { amount: '115', paidBy: 'driver' },
    }),
  },
  {
    route: 'GET /api/staff/promotions/:id/usage',
    roles: promotionManagers,
    branchScoped: true,
    prepare: async (branchId) => ({
      method: 'GET',
      url: `/api/staff/promotions/${await matrixPromotion(branchId)}/usage`,
    }),
  },
];

/** An order whose one line is a prescription-only medicine, waiting for a pharmacist's check. */
async function waitingForPharmacist(branchId: number) {
  const orderId = await insertOrder(store, customerId, { branchId });
  const [medicine] = await store.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.medicineClass, 'prescription'))
    .limit(1);
  await store.db.update(orderItems).set({ productId: medicine!.id }).where(eq(orderItems.orderId, orderId));
  await store.db.update(orders).set({ pharmacistCheck: 'pending' }).where(eq(orders.id, orderId));
  return orderId;
}
/** The routes open to callers without a staff session: login, and setting a password from a one-time link. */
const publicRoutes = ['POST /api/staff/login', 'POST /api/staff/password'];

async function call(token: string | null, request: Awaited<ReturnType<Row['prepare']>>) {
  if (request.url === eventsUrl) return openStream(token);
  const as = caller(store, token);
  const answer = await (request.method === 'GET'
    ? as.get(request.url)
    : as.post(request.url, request.body as Record<string, unknown>));
  // A file download (the catalogue export) answers 200 with the file, not an envelope.
  if (answer.statusCode === 200 && !String(answer.headers['content-type']).includes('json'))
    return { statusCode: 200, body: answer.body, json: () => ({ code: 200 }) };
  return answer;
}

const eventsUrl = '/api/staff/events';

/**
 * The live board's stream never ends by itself: a 200 is read up to its first frame and dropped (it
 * stands for the envelope's code 200); refusals are ordinary envelopes.
 */
async function openStream(token: string | null) {
  const { statusCode, headers, body } = await injectStreamStart(store, {
    method: 'GET',
    url: eventsUrl,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (statusCode === 200) {
    expect(headers['content-type']).toMatch(/^text\/event-stream/);
    expect(body).toMatch(/^retry: \d+\n\n/);
  }
  return { statusCode, body, json: () => (statusCode === 200 ? { code: 200 } : JSON.parse(body)) };
}

/** A live session of the member for one cell (logout would end the shared one). */
async function freshToken(member: StaffMember) {
  return (await createStaffSession(store.db, member.id, 12)).token;
}

describe('the staff authorization matrix', () => {
  it('has a row for every registered staff route', () => {
    const covered = [...rows.map((row) => row.route), ...publicRoutes].sort();
    expect([...registeredStaffRoutes].sort()).toEqual(covered);
  });

  for (const row of rows) {
    describe(row.route, () => {
      for (const role of staffRoles) {
        for (const branch of ['own', 'other'] as const) {
          const allowedRole = row.roles.includes(role);
          const seesIt = branch === 'own' || role === 'admin' || !row.branchScoped;
          const expected = !allowedRole ? 403 : seesIt ? 200 : 404;
          it(`${role} on the ${branch} branch: ${expected}`, async () => {
            const member = members[role];
            const request = await row.prepare(branch === 'own' ? own : other, member);
            const answer = await call(await freshToken(member), request);
            expect(answer.statusCode, answer.body).toBe(expected);
            expect(answer.json().code).toBe(expected);
          });
        }
      }

      it('no token, an expired, a logged-out or a disabled staff token, a customer token: 401', async () => {
        const admin = members.admin;
        const expired = await createStaffSession(store.db, admin.id, 12);
        await store.db
          .update(staffSessions)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(staffSessions.expiresAt, expired.expiresAt));
        const loggedOut = await freshToken(admin);
        expect((await caller(store, loggedOut).post('/api/staff/logout')).statusCode).toBe(200);
        const disabled = await staffMember(store, 'admin', [own]);
        expect(
          (await caller(store, await freshToken(admin)).post(`/api/staff/accounts/${disabled.id}/disable`))
            .statusCode,
        ).toBe(200);

        for (const [who, token] of [
          ['no token', null],
          ['a malformed token', 'not-a-token'],
          ['an expired token', expired.token],
          ['a logged-out token', loggedOut],
          ['a disabled account', disabled.token],
          ['a customer token', customerToken],
        ] as const) {
          const answer = await call(token, await row.prepare(own, null));
          expect(answer.statusCode, `${who}: ${answer.body}`).toBe(401);
          expect(answer.json()).toMatchObject({ code: 401, message: 'Please Login First', data: null });
        }
      });
    });
  }

  it('keeps login open, and a staff token is no customer login', async () => {
    const answer = await caller(store, null).post('/api/staff/login', {});
    expect(answer.statusCode).toBe(422);
    const asCustomer = await caller(store, members.admin.token).get('/api/profile');
    expect(asCustomer.statusCode).toBe(401);
  });
});
