import type {
  BoardTimers,
  cancellationReasonsResponse,
  courierCashResponse,
  courierOrdersResponse,
  Envelope,
  Lang,
  PrescriptionStatus,
  StaffAccountBody,
  StaffLiveEvent,
  SupportStatus,
  staffAccountResponse,
  staffAccountsResponse,
  staffAlternativesResponse,
  staffAuditResponse,
  staffAuthenticatorResponse,
  staffBoardTimersResponse,
  staffCancellationReasonsResponse,
  staffCatalogueProductResponse,
  staffCatalogueResponse,
  staffContactMessagesResponse,
  staffCouriersResponse,
  staffCustomerResponse,
  staffCustomersResponse,
  staffLoginResponse,
  staffMeResponse,
  staffOrderPacksResponse,
  staffOrderResponse,
  staffOrdersResponse,
  staffPackScanResponse,
  staffPharmacistCheckResponse,
  staffPrescriptionResponse,
  staffPrescriptionsResponse,
  staffQuoteProductsResponse,
  staffReportResponse,
  staffSlotsResponse,
  staffStockLedgerResponse,
  staffSubstitutionsResponse,
  staffSupportIssueResponse,
  staffSupportIssuesResponse,
  staffSynonymResponse,
  staffSynonymsResponse,
  stockImportResponse,
} from '@store/contract';
import { data } from 'react-router';
import type { z } from 'zod';
import type { ApiTransport } from '../../lib/api/api-transport.ts';

export type { StaffLiveEvent };

type Data<S extends z.ZodType> = z.infer<S> extends { data: infer D } ? D : never;

/** One answer of the staff API: its status and the whole envelope (forms read its validation). */
export interface StaffAnswer<D> {
  status: number;
  envelope: Envelope<D, unknown>;
}

/** The account changes without a body. */
export type StaffAccountAction = 'disable' | 'enable' | 'password-reset' | 'authenticator/remove';

/** What the board asks for: the API's own query names. */
export interface StaffOrderFilter {
  status?: number;
  branchId?: number;
  from?: string;
  to?: string;
  page?: number;
  /** An order number or a customer's phone, as typed. */
  q?: string;
}

/**
 * Thrown for answers a page cannot show: the staff routes' error boundary renders them (a 401 is
 * turned into the login page by `requireStaff` before this).
 */
function fail(envelope: Envelope<unknown, unknown>, status: number): never {
  throw data({ message: envelope.message, validation: envelope.validation }, { status });
}

function query(params: object): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The staff API (`/api/staff`, docs/decisions/0022) for one web request: its language, and the
 * staff member's bearer token from the console's own cookie (never the customer's session).
 */
export function createStaffApi(transport: ApiTransport, identity: { lang: Lang; token: string | null }) {
  const headers: Record<string, string> = { 'content-language': identity.lang };
  if (identity.token) headers.authorization = `Bearer ${identity.token}`;

  async function call<D>(
    method: 'GET' | 'POST',
    path: string,
    body?: Record<string, unknown>,
  ): Promise<StaffAnswer<D>> {
    const response = await transport({ method, path: `/api${path}`, headers, body });
    return { status: response.status, envelope: response.body as Envelope<D, unknown> };
  }

  /** For pages: the data, or the answer thrown for the error boundary. */
  async function get<D>(path: string): Promise<D> {
    const { status, envelope } = await call<D>('GET', path);
    if (status !== 200) fail(envelope, status);
    return envelope.data;
  }

  return {
    lang: identity.lang,
    hasToken: Boolean(identity.token),
    login: (body: { email: string; password: string; totp?: string }) =>
      call<Data<typeof staffLoginResponse>>('POST', '/staff/login', body),
    logout: () => call<null>('POST', '/staff/logout'),
    /** The signed-in member and their branches' names, or null for no token or an ended session (401). */
    me: async () => {
      if (!identity.token) return null;
      const { status, envelope } = await call<Data<typeof staffMeResponse>>('GET', '/staff/me');
      if (status === 200) return envelope.data;
      if (status === 401) return null;
      return fail(envelope, status);
    },
    orders: (filter: StaffOrderFilter) =>
      get<Data<typeof staffOrdersResponse>>(`/staff/orders${query(filter)}`),
    order: (id: number) => get<Data<typeof staffOrderResponse>>(`/staff/orders/${id}`).then((d) => d.order),
    alternativesCandidates: (id: number, orderItemId: number) =>
      get<Data<typeof staffAlternativesResponse>>(
        `/staff/orders/${id}/alternatives-candidates${query({ orderItemId })}`,
      ),
    auditLog: (filter: { entity?: string; entityId?: number; page?: number }) =>
      get<Data<typeof staffAuditResponse>>(`/staff/audit-log${query(filter)}`),
    /** The reasons a staff cancel names: the store's own, then the customers'. */
    cancellationReasons: () =>
      get<Data<typeof staffCancellationReasonsResponse>>('/staff/cancellation-reasons').then(
        (d) => d.reasons,
      ),
    /** An order's medicine lines and the packs scanned for each (docs/decisions/0066). */
    orderPacks: (orderId: number) =>
      get<Data<typeof staffOrderPacksResponse>>(`/staff/orders/${orderId}/packs`),
    /** Records a scanned pack against an order line. */
    scanPack: (orderId: number, itemId: number, code: string) =>
      call<Data<typeof staffPackScanResponse>>('POST', `/staff/orders/${orderId}/items/${itemId}/packs`, {
        code,
      }),
    /** A branch's board timers (docs/decisions/0064): every stage's amber and red minutes. */
    setBoardTimers: (branchId: number, timers: BoardTimers) =>
      call<Data<typeof staffBoardTimersResponse>>('POST', `/staff/branches/${branchId}/board-timers`, timers),
    /** The coming days' delivery slots per branch, with the scheduled orders in each. */
    deliverySlots: (filter: { branchId?: number; from?: string; days?: number }) =>
      get<Data<typeof staffSlotsResponse>>(`/staff/delivery-slots${query(filter)}`),
    changeStatus: (id: number, body: { statusId: number; amountCollected?: number }) =>
      call<Data<typeof staffOrderResponse>>('POST', `/staff/orders/${id}/status`, body),
    cancel: (id: number, body: { reasonId: number; comment?: string }) =>
      call<Data<typeof staffOrderResponse>>('POST', `/staff/orders/${id}/cancel`, body),
    requestSubstitutions: (id: number, items: { orderItemId: number; alternativeProductIds?: number[] }[]) =>
      call<Data<typeof staffSubstitutionsResponse>>('POST', `/staff/orders/${id}/substitutions`, { items }),
    approvePrescriptionLines: (id: number) =>
      call<Data<typeof staffPharmacistCheckResponse>>('POST', `/staff/medicines/orders/${id}/approve`, {}),
    refusePrescriptionLine: (id: number, body: { orderItemId: number; reason: string }) =>
      call<Data<typeof staffPharmacistCheckResponse>>('POST', `/staff/medicines/orders/${id}/refuse`, body),
    weighItems: (id: number, items: { orderItemId: number; deliveredQuantity: number }[]) =>
      call<Data<typeof staffOrderResponse>>('POST', `/staff/orders/${id}/weights`, { items }),

    // Prescriptions (docs/decisions/0028).
    prescriptions: (filter: { status?: PrescriptionStatus; page?: number }) =>
      get<Data<typeof staffPrescriptionsResponse>>(`/staff/prescriptions${query(filter)}`),
    prescription: (id: number) =>
      get<Data<typeof staffPrescriptionResponse>>(`/staff/prescriptions/${id}`).then((d) => d.prescription),
    quoteProducts: (id: number, q: string) =>
      get<Data<typeof staffQuoteProductsResponse>>(`/staff/prescriptions/${id}/products${query({ q })}`),
    quote: (id: number, body: { items: { productId: number; quantity: number }[]; note?: string }) =>
      call<Data<typeof staffPrescriptionResponse>>('POST', `/staff/prescriptions/${id}/quote`, body),
    reject: (id: number, body: { reason: string }) =>
      call<Data<typeof staffPrescriptionResponse>>('POST', `/staff/prescriptions/${id}/reject`, body),

    // Support issues and contact messages.
    supportIssues: (filter: { status?: SupportStatus; page?: number }) =>
      get<Data<typeof staffSupportIssuesResponse>>(`/staff/support/issues${query(filter)}`),
    supportIssue: (id: number) =>
      get<Data<typeof staffSupportIssueResponse>>(`/staff/support/issues/${id}`).then((d) => d.issue),
    replySupport: (id: number, body: { comment: string }) =>
      call<Data<typeof staffSupportIssueResponse>>('POST', `/staff/support/issues/${id}/reply`, body),
    closeSupport: (id: number) =>
      call<Data<typeof staffSupportIssueResponse>>('POST', `/staff/support/issues/${id}/close`),
    contactMessages: (page?: number) =>
      get<Data<typeof staffContactMessagesResponse>>(`/staff/support/contact-messages${query({ page })}`),

    // Prices and stock per branch (docs/decisions/0046).
    catalogue: (filter: {
      q?: string;
      branchId?: number;
      categoryId?: number;
      brandId?: number;
      stock?: string;
      after?: number;
    }) => get<Data<typeof staffCatalogueResponse>>(`/staff/catalogue/products${query(filter)}`),
    catalogueProduct: (id: number) =>
      get<Data<typeof staffCatalogueProductResponse>>(`/staff/catalogue/products/${id}`).then(
        (d) => d.product,
      ),
    stockLedger: (id: number, branchId: number, before?: number) =>
      get<Data<typeof staffStockLedgerResponse>>(
        `/staff/catalogue/products/${id}/branches/${branchId}/stock${query({ before })}`,
      ),
    editBranchRow: (id: number, branchId: number, body: Record<string, unknown>) =>
      call<Data<typeof staffCatalogueProductResponse>>(
        'POST',
        `/staff/catalogue/products/${id}/branches/${branchId}`,
        body,
      ),
    adjustStock: (id: number, branchId: number, body: Record<string, unknown>) =>
      call<Data<typeof staffCatalogueProductResponse>>(
        'POST',
        `/staff/catalogue/products/${id}/branches/${branchId}/stock`,
        body,
      ),
    // Bulk import of prices and stock (docs/decisions/0053).
    stockImport: (id: number) =>
      call<Data<typeof stockImportResponse>>('GET', `/staff/catalogue/imports/${id}`),
    createStockImport: (body: Record<string, unknown>) =>
      call<Data<typeof stockImportResponse>>('POST', '/staff/catalogue/imports', body),
    checkStockImport: (id: number, body: Record<string, unknown>) =>
      call<Data<typeof stockImportResponse>>('POST', `/staff/catalogue/imports/${id}/check`, body),
    applyStockImport: (id: number) =>
      call<Data<typeof stockImportResponse>>('POST', `/staff/catalogue/imports/${id}/apply`),
    // Search synonyms (docs/decisions/0035), admins.
    synonyms: () => get<Data<typeof staffSynonymsResponse>>('/staff/synonyms').then((d) => d.synonyms),
    addSynonym: (terms: string[]) =>
      call<Data<typeof staffSynonymResponse>>('POST', '/staff/synonyms', { terms }),
    changeSynonym: (id: number, terms: string[]) =>
      call<Data<typeof staffSynonymResponse>>('POST', `/staff/synonyms/${id}`, { terms }),
    deleteSynonym: (id: number) => call<null>('POST', `/staff/synonyms/${id}/delete`),

    // Couriers (docs/decisions/0043): the branch's side, then the courier's own.
    couriers: (branchId?: number) =>
      get<Data<typeof staffCouriersResponse>>(`/staff/couriers${query({ branchId })}`).then(
        (d) => d.couriers,
      ),
    assignCourier: (id: number, body: { courierId: number }) =>
      call<Data<typeof staffOrderResponse>>('POST', `/staff/orders/${id}/courier`, body),
    courierCash: (filter: { date?: string; branchId?: number }) =>
      get<Data<typeof courierCashResponse>>(`/staff/couriers/cash${query(filter)}`),
    // Reports (docs/decisions/0055): money in piasters.
    reportsDashboard: (filter: { from: string; to: string; branchId?: number }) =>
      get<Data<typeof staffReportResponse>>(`/staff/reports/dashboard${query(filter)}`).then((d) => d.report),
    courierOrders: () => get<Data<typeof courierOrdersResponse>>('/staff/courier/orders'),
    courierDelivered: (id: number, body: { amountCollected?: number }) =>
      call<null>('POST', `/staff/courier/orders/${id}/delivered`, body),
    courierUnreachable: (id: number, body: { tries: number; note: string }) =>
      call<null>('POST', `/staff/courier/orders/${id}/unreachable`, body),

    // People: staff accounts, the one-time password link, the customer lookup.
    accounts: () => get<Data<typeof staffAccountsResponse>>('/staff/accounts').then((d) => d.accounts),
    createAccount: (body: StaffAccountBody) =>
      call<Data<typeof staffAccountResponse>>('POST', '/staff/accounts', body),
    editAccount: (id: number, body: StaffAccountBody) =>
      call<Data<typeof staffAccountResponse>>('POST', `/staff/accounts/${id}`, body),
    accountAction: (id: number, action: StaffAccountAction) =>
      call<null>('POST', `/staff/accounts/${id}/${action}`),
    enrolAuthenticator: (id: number) =>
      call<Data<typeof staffAuthenticatorResponse>>('POST', `/staff/accounts/${id}/authenticator`),
    /** Public: the one-time link's token and the new password (no staff session). */
    setPassword: (body: { token: string; password: string }) => call<null>('POST', '/staff/password', body),
    /** The lookup's answer as it is: a 422 (too little to look up) is the page's message, not an error page. */
    searchCustomers: (q: string) =>
      call<Data<typeof staffCustomersResponse>>('GET', `/staff/customers${query({ q })}`),
    customer: (id: number) =>
      get<Data<typeof staffCustomerResponse>>(`/staff/customers/${id}`).then((d) => d.customer),
  };
}

export type StaffApi = ReturnType<typeof createStaffApi>;
