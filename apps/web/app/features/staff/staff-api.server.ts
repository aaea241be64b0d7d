import type {
  BoardTimers,
  ContentPageSlug,
  Envelope,
  Lang,
  OperationData,
  OperationInput,
  OperationName,
  PrescriptionStatus,
  StaffAccountBody,
  StaffLiveEvent,
  StaffStockFilter,
  SupportStatus,
} from '@store/contract';
import { data } from 'react-router';
import type { ApiTransport } from '../../lib/api/api-transport.ts';
import {
  type OperationArgs,
  type OperationResult,
  operationCaller,
} from '../../lib/api/operation-call.server.ts';

export type { StaffLiveEvent };

/** One answer of the staff API: its status and the whole envelope (forms read its validation). */
export type StaffAnswer<K extends OperationName> = OperationResult<K>;

/** The account changes without a body, by their operation. */
const accountActions = {
  disable: 'staffDisableAccount',
  enable: 'staffEnableAccount',
  'password-reset': 'staffResetAccountPassword',
  'authenticator/remove': 'staffRemoveAuthenticator',
} as const satisfies Record<string, OperationName>;
export type StaffAccountAction = keyof typeof accountActions;

/** The body an operation's call sends. */
type Body<K extends OperationName> = OperationInput<K>['body'];

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

/**
 * The staff API (`/api/staff`, docs/decisions/0022) for one web request: its language, and the
 * staff member's bearer token from the console's own cookie (never the customer's session). Every
 * call is an operation of the contract's table (`staffOperations`), as the storefront's are.
 */
export function createStaffApi(transport: ApiTransport, identity: { lang: Lang; token: string | null }) {
  const headers: Record<string, string> = { 'content-language': identity.lang };
  if (identity.token) headers.authorization = `Bearer ${identity.token}`;
  const op = operationCaller(transport, headers);

  /** For pages: the data, or the answer thrown for the error boundary. */
  async function get<K extends OperationName>(name: K, ...args: OperationArgs<K>): Promise<OperationData<K>> {
    const { status, envelope } = await op(name, ...args);
    if (status !== 200) fail(envelope, status);
    return envelope.data;
  }

  return {
    lang: identity.lang,
    hasToken: Boolean(identity.token),
    op,
    login: (body: { email: string; password: string; totp?: string }) => op('staffLogin', { body }),
    logout: () => op('staffLogout'),
    /** The signed-in member and their branches' names, or null for no token or an ended session (401). */
    me: async () => {
      if (!identity.token) return null;
      const { status, envelope } = await op('staffMe');
      if (status === 200) return envelope.data;
      if (status === 401) return null;
      return fail(envelope, status);
    },
    orders: (filter: StaffOrderFilter) => get('staffOrders', { query: filter }),
    order: (id: number) => get('staffOrder', { params: { id } }).then((d) => d.order),
    alternativesCandidates: (id: number, orderItemId: number) =>
      get('staffAlternativesCandidates', { params: { id }, query: { orderItemId } }),
    auditLog: (filter: { entity?: string; entityId?: number; page?: number }) =>
      get('staffAuditLog', { query: filter }),
    /** The reasons a staff cancel names: the store's own, then the customers'. */
    cancellationReasons: () => get('staffCancellationReasons').then((d) => d.reasons),
    /** An order's medicine lines and the packs scanned for each (docs/decisions/0066). */
    orderPacks: (orderId: number) => get('staffOrderPacks', { params: { id: orderId } }),
    /** Records a scanned pack against an order line. */
    scanPack: (orderId: number, itemId: number, code: string) =>
      op('staffScanPack', { params: { id: orderId, itemId }, body: { code } }),
    /** A pharmacist records why the order's packs go out unscanned (what was typed). */
    waivePacks: (orderId: number, body: Body<'staffWaivePacks'>) =>
      op('staffWaivePacks', { params: { id: orderId }, body }),
    /** A branch's board timers (docs/decisions/0064): every stage's amber and red minutes. */
    setBoardTimers: (branchId: number, timers: BoardTimers) =>
      op('staffSetBoardTimers', { params: { id: branchId }, body: timers }),
    // A branch's delivery settings (docs/decisions/0072): the form sends what was typed.
    branchDelivery: (branchId: number) => get('staffBranchDelivery', { params: { id: branchId } }),
    setBranchDelivery: (branchId: number, body: Body<'staffSetBranchDelivery'>) =>
      op('staffSetBranchDelivery', { params: { id: branchId }, body }),
    /** A branch's delivery zones (docs/decisions/0087), replaced all at once. */
    branchZones: (branchId: number) => get('staffBranchZones', { params: { id: branchId } }),
    setBranchZones: (branchId: number, body: Body<'staffSetBranchZones'>) =>
      op('staffSetBranchZones', { params: { id: branchId }, body }),
    /** A branch's holidays: one day added or removed, as typed. */
    addBranchHoliday: (branchId: number, date: string) =>
      op('staffAddBranchHoliday', { params: { id: branchId }, body: { date } }),
    removeBranchHoliday: (branchId: number, date: string) =>
      op('staffRemoveBranchHoliday', { params: { id: branchId }, body: { date } }),
    /** The coming days' delivery slots per branch, with the scheduled orders in each. */
    deliverySlots: (filter: { branchId?: number; from?: string; days?: number }) =>
      get('staffDeliverySlots', { query: filter }),
    changeStatus: (id: number, body: { statusId: number; amountCollected?: number }) =>
      op('staffChangeStatus', { params: { id }, body }),
    cancel: (id: number, body: { reasonId: number; comment?: string }) =>
      op('staffCancelOrder', { params: { id }, body }),
    requestSubstitutions: (id: number, items: { orderItemId: number; alternativeProductIds?: number[] }[]) =>
      op('staffRequestSubstitutions', { params: { id }, body: { items } }),
    approvePrescriptionLines: (id: number) => op('staffApprovePrescriptionLines', { params: { id } }),
    refusePrescriptionLine: (id: number, body: { orderItemId: number; reason: string }) =>
      op('staffRefusePrescriptionLine', { params: { id }, body }),
    weighItems: (id: number, items: { orderItemId: number; deliveredQuantity: number }[]) =>
      op('staffWeighItems', { params: { id }, body: { items } }),

    // Prescriptions (docs/decisions/0028).
    prescriptions: (filter: { status?: PrescriptionStatus; page?: number }) =>
      get('staffPrescriptions', { query: filter }),
    prescription: (id: number) => get('staffPrescription', { params: { id } }).then((d) => d.prescription),
    quoteProducts: (id: number, q: string) => get('staffQuoteProducts', { params: { id }, query: { q } }),
    quote: (id: number, body: { items: { productId: number; quantity: number }[]; note?: string }) =>
      op('staffQuote', { params: { id }, body }),
    reject: (id: number, body: { reason: string }) => op('staffRejectPrescription', { params: { id }, body }),

    // Support issues and contact messages.
    supportIssues: (filter: { status?: SupportStatus; page?: number }) =>
      get('staffSupportIssues', { query: filter }),
    supportIssue: (id: number) => get('staffSupportIssue', { params: { id } }).then((d) => d.issue),
    replySupport: (id: number, body: { comment: string }) =>
      op('staffReplySupport', { params: { id }, body }),
    closeSupport: (id: number) => op('staffCloseSupport', { params: { id } }),
    contactMessages: (page?: number) => get('staffContactMessages', { query: { page } }),

    // Prices and stock per branch (docs/decisions/0046): the forms send what was typed, the API judges it.
    catalogue: (filter: {
      q?: string;
      branchId?: number;
      categoryId?: number;
      brandId?: number;
      stock?: StaffStockFilter;
      after?: number;
      ids?: number[];
    }) => get('staffCatalogue', { query: filter }),
    catalogueProduct: (id: number) => get('staffCatalogueProduct', { params: { id } }).then((d) => d.product),
    stockLedger: (id: number, branchId: number, before?: number) =>
      get('staffStockLedger', { params: { id, branchId }, query: { before } }),
    editBranchRow: (id: number, branchId: number, body: Body<'staffEditBranchRow'>) =>
      op('staffEditBranchRow', { params: { id, branchId }, body }),
    adjustStock: (id: number, branchId: number, body: Body<'staffAdjustStock'>) =>
      op('staffAdjustStock', { params: { id, branchId }, body }),
    // Batches and expiry (docs/decisions/0075).
    stockBatches: (id: number, branchId: number) => get('staffStockBatches', { params: { id, branchId } }),
    receiveBatch: (id: number, branchId: number, body: Body<'staffReceiveBatch'>) =>
      op('staffReceiveBatch', { params: { id, branchId }, body }),
    recallBatch: (id: number, branchId: number, body: Body<'staffRecallBatch'>) =>
      op('staffRecallBatch', { params: { id, branchId }, body }),
    // A recall at every branch, and writing off a withdrawn batch (docs/decisions/0079).
    recallBatchChain: (id: number, body: Body<'staffRecallBatchChain'>) =>
      op('staffRecallBatchChain', { params: { id }, body }),
    writeOffBatch: (id: number, branchId: number, body: Body<'staffWriteOffBatch'>) =>
      op('staffWriteOffBatch', { params: { id, branchId }, body }),
    nearExpiry: (branchId: number, days: number) =>
      get('staffNearExpiry', { params: { id: branchId }, query: { days } }),
    setExpiryCutoff: (body: Body<'staffSetExpiryCutoff'>) => op('staffSetExpiryCutoff', { body }),
    // What a pharmacist allows online (docs/decisions/0054): class and largest quantity per order.
    medicineClass: (id: number, body: Body<'staffMedicineClass'>) =>
      op('staffMedicineClass', { params: { id }, body }),
    // The products themselves (docs/decisions/0052), admins: the forms send what was typed.
    catalogueChoices: () => get('staffCatalogueChoices'),
    productDetails: (id: number) => get('staffProductDetails', { params: { id } }).then((d) => d.product),
    createProduct: (body: Body<'staffCreateProduct'>) => op('staffCreateProduct', { body }),
    editProduct: (id: number, body: Body<'staffEditProduct'>) =>
      op('staffEditProduct', { params: { id }, body }),
    productVisibility: (id: number, body: Body<'staffProductVisibility'>) =>
      op('staffProductVisibility', { params: { id }, body }),
    // Categories and brands (docs/decisions/0071): read here; the admins' forms call `op` with what was typed.
    taxonomyCategories: () => get('staffCategories').then((d) => d.categories),
    // Promotions (docs/decisions/0076).
    promotions: () => get('staffPromotions'),
    // The store's pages (docs/decisions/0077); the editor's forms call `op` with what was typed.
    contentPages: () => get('staffContentPages').then((d) => d.pages),
    // The home carousel (docs/decisions/0082); its forms call `op` with what was typed.
    carousel: () => get('staffCarousel').then((d) => d.slides),
    // What the home shows besides its carousel (docs/decisions/0086).
    homePicks: () => get('staffHomePicks'),
    contentPage: (slug: ContentPageSlug) => get('staffContentPage', { params: { slug } }),
    contentVersion: (slug: ContentPageSlug, version: number) =>
      get('staffContentPageVersion', { params: { slug, version } }).then((d) => d.version),
    /** The privacy notice's draft and versions (docs/decisions/0092); its forms call `op`. */
    privacyNotice: () => get('staffPrivacyNotice'),
    privacyNoticeVersion: (version: number) =>
      get('staffPrivacyNoticeVersion', { params: { version } }).then((d) => d.version),
    /** Marketing messages sent and each channel's audience (docs/decisions/0089). */
    marketing: () => get('staffMarketing'),
    /** Privacy requests with the public holidays, the breach register (docs/decisions/0081). */
    privacyRequests: () => get('staffPrivacyRequests'),
    breaches: () => get('staffBreaches'),
    breachCustomers: (id: number) => get('staffBreachCustomers', { params: { id } }).then((d) => d.customers),
    promotionUsage: (id: number) => get('staffPromotionUsage', { params: { id } }).then((d) => d.usage),
    taxonomyBrands: (q?: string) => get('staffBrands', { query: q ? { q } : {} }),
    // Its pictures (docs/decisions/0070).
    addProductPicture: (id: number, body: Body<'staffAddProductPicture'>) =>
      op('staffAddProductPicture', { params: { id }, body }),
    editProductPicture: (id: number, pictureId: number, body: Body<'staffEditProductPicture'>) =>
      op('staffEditProductPicture', { params: { id, pictureId }, body }),
    moveProductPicture: (id: number, pictureId: number, body: Body<'staffMoveProductPicture'>) =>
      op('staffMoveProductPicture', { params: { id, pictureId }, body }),
    deleteProductPicture: (id: number, pictureId: number) =>
      op('staffDeleteProductPicture', { params: { id, pictureId } }),
    // Bulk import of prices and stock (docs/decisions/0053).
    stockImport: (id: number) => op('staffStockImport', { params: { id } }),
    createStockImport: (body: Body<'staffCreateStockImport'>) => op('staffCreateStockImport', { body }),
    checkStockImport: (id: number, body: Body<'staffCheckStockImport'>) =>
      op('staffCheckStockImport', { params: { id }, body }),
    applyStockImport: (id: number) => op('staffApplyStockImport', { params: { id } }),
    // Search synonyms (docs/decisions/0035), admins.
    synonyms: () => get('staffSynonyms').then((d) => d.synonyms),
    addSynonym: (terms: string[]) => op('staffAddSynonym', { body: { terms } }),
    changeSynonym: (id: number, terms: string[]) =>
      op('staffChangeSynonym', { params: { id }, body: { terms } }),
    deleteSynonym: (id: number) => op('staffDeleteSynonym', { params: { id } }),

    // Couriers (docs/decisions/0043): the branch's side, then the courier's own.
    couriers: (branchId?: number) => get('staffCouriers', { query: { branchId } }).then((d) => d.couriers),
    assignCourier: (id: number, body: { courierId: number }) =>
      op('staffAssignCourier', { params: { id }, body }),
    courierCash: (filter: { date?: string; branchId?: number }) => get('staffCourierCash', { query: filter }),
    // Reports (docs/decisions/0055): money in piasters.
    reportsDashboard: (filter: { from: string; to: string; branchId?: number }) =>
      get('staffReportsDashboard', { query: filter }).then((d) => d.report),
    courierOrders: () => get('courierOrders'),
    courierDelivered: (id: number, body: { amountCollected?: number }) =>
      op('courierDelivered', { params: { id }, body }),
    courierUnreachable: (id: number, body: { tries: number; note: string }) =>
      op('courierUnreachable', { params: { id }, body }),

    // People: staff accounts, the one-time password link, the customer lookup.
    accounts: () => get('staffAccounts').then((d) => d.accounts),
    createAccount: (body: StaffAccountBody) => op('staffCreateAccount', { body }),
    editAccount: (id: number, body: StaffAccountBody) => op('staffEditAccount', { params: { id }, body }),
    accountAction: (id: number, action: StaffAccountAction) => op(accountActions[action], { params: { id } }),
    enrolAuthenticator: (id: number) => op('staffEnrolAuthenticator', { params: { id } }),
    /** Public: the one-time link's token and the new password (no staff session). */
    setPassword: (body: { token: string; password: string }) => op('staffSetPassword', { body }),
    /** The lookup's answer as it is: a 422 (too little to look up) is the page's message, not an error page. */
    searchCustomers: (q: string) => op('staffCustomers', { query: { q } }),
    customer: (id: number) => get('staffCustomer', { params: { id } }).then((d) => d.customer),
    /** Numbers the move to one form left to sort out (docs/decisions/0073). */
    phoneConflicts: () => get('staffPhoneConflicts').then((d) => d.conflicts),
    resolvePhoneConflict: (id: number, note: string) =>
      op('staffResolvePhoneConflict', { params: { id }, body: { note } }),
  };
}

export type StaffApi = ReturnType<typeof createStaffApi>;
