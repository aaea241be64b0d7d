import type {
  AccountUser,
  ContentPageSlug,
  Envelope,
  Lang,
  OperationData,
  OperationName,
} from '@store/contract';
import { data } from 'react-router';
import type { ApiTransport } from './api-transport.ts';
import { type OperationArgs, operationCaller } from './operation-call.server.ts';

/** Query parameters of `products/filter`, as the listing pages build them. */
export interface ProductFilter {
  categoryIds?: number[];
  level?: number;
  brandIds?: number[];
  priceFrom?: number;
  priceTo?: number;
  sort?: number;
  deal?: boolean;
  keyword?: string;
  page?: number;
}

/**
 * Thrown for answers a page cannot show: the route's error boundary renders them. A 429 keeps its
 * seconds (`retryAfter`), for the busy page and its Retry-After header.
 */
function fail(envelope: Envelope<unknown, unknown>, status: number, retryAfter?: number): never {
  throw data({ message: envelope.message, validation: envelope.validation, retryAfter }, { status });
}

/** The typed API for one web request: its language, device and session (the bearer token, if any). */
export function createStoreApi(
  transport: ApiTransport,
  identity: { lang: Lang; deviceId: string; token?: string | null; page?: string | null },
) {
  const headers: Record<string, string> = { 'content-language': identity.lang, deviceid: identity.deviceId };
  if (identity.token) headers.authorization = `Bearer ${identity.token}`;

  /** The longest wait any 429 of this request asked for (seconds; 0: none). */
  let retryAfter = 0;

  const op = operationCaller(transport, headers, (response) => {
    if (response.status === 429) retryAfter = Math.max(retryAfter, response.retryAfter ?? 60);
  });

  /** For pages: the operation's data, or the answer thrown for the route's error boundary. */
  async function get<K extends OperationName>(name: K, ...args: OperationArgs<K>): Promise<OperationData<K>> {
    const { status, envelope } = await op(name, ...args);
    if (status !== 200) fail(envelope, status, status === 429 ? retryAfter : undefined);
    return envelope.data;
  }

  return {
    lang: identity.lang,
    loggedIn: Boolean(identity.token),
    /** The storefront page this request loads (a GET), where a login sends the visitor back to. */
    page: identity.page ?? null,
    /** Seconds the API asked this request to wait (a 429), 0 if it did not. */
    retryAfter: () => retryAfter,
    op,
    get,
    categoryTree: () => get('categoryTree').then((d) => d.categories),
    category: (id: number, level: number) => get('category', { params: { id, level } }),
    home: () => get('home', { query: { web: true } }),
    products: (filter: ProductFilter) => get('products', { query: filter }),
    searchFilters: (filter: { keyword?: string; deal?: boolean; brandId?: number }) =>
      get('searchFilters', { query: filter }),
    product: (id: number) => get('product', { params: { id } }),
    alternatives: (id: number) => get('alternatives', { params: { id } }).then((d) => d.alternatives),
    offers: (options: { offerTypeId?: number; page?: number }) =>
      get('offers', {
        query: { offer_type_id: options.offerTypeId || undefined, page: options.page || undefined },
      }),
    recipes: () => get('recipes').then((d) => d.recipes),
    /** A static page's newest stored text, or null: the page's own (docs/decisions/0077). */
    contentPage: (slug: ContentPageSlug) => get('contentPage', { params: { slug } }).then((d) => d.page),
    /** The privacy notice's newest published version, or null: the code's (docs/decisions/0092). */
    privacyNotice: () => get('privacyNotice').then((d) => d.notice),
    recipe: (id: number) => get('recipe', { params: { id } }),
    areas: () => get('areas').then((d) => d.areas),
    branches: (districtId: number) => get('branches', { params: { id: districtId } }).then((d) => d.branches),
    currentBranch: () => get('currentBranch').then((d) => d.branch),
    /** A contact captcha: its picture and sealed token (the code itself never leaves the API). */
    contactCaptcha: () => get('contactCaptcha').then((d) => d.captcha),
    selectBranch: (branchId: number) => op('selectBranch', { body: { branchId, override: true } }),

    // Accounts (the session token rides in the headers; forms use `op` to see validation).
    /**
     * The logged-in user, or null for a guest or an ended session (401). Any other failure is thrown:
     * a busy API (429) is not a logout, and the page says when to try again.
     */
    profile: async (): Promise<AccountUser | null> => {
      if (!identity.token) return null;
      const { status, envelope } = await op('profile');
      if (status === 200) return envelope.data.user;
      if (status === 401) return null;
      return fail(envelope, status, status === 429 ? retryAfter : undefined);
    },

    // Shop: every call needs a login; guests never reach them.
    cart: () => get('cart').then((d) => d.cart),
    paymentTypes: () => get('paymentTypes').then((d) => d.paymentTypes),
    addresses: () => get('addresses').then((d) => d.addresses),
    address: (id: number) => get('address', { params: { id } }).then((d) => d.address),
    favorites: () => get('favorites').then((d) => d.favoriteProducts),
    orders: () => get('orders'),
    order: (id: number) => get('order', { params: { id } }).then((d) => d.order),
    /** Items of the order waiting for a substitute (docs/decisions/0020). */
    orderAlternatives: (id: number) => get('orderAlternatives', { params: { id } }),
    /** Weekly and monthly subscriptions (docs/decisions/0021). */
    subscriptions: () => get('subscriptions').then((d) => d.subscriptions),
    cancellationReasons: () => get('cancellationReasons').then((d) => d.reasons),
    /** The data download (docs/decisions/0067): the API's ZIP, or its refusal's status. */
    dataExport: async () => {
      const response = await transport({ method: 'GET', path: '/api/profile/data-export', headers });
      return { status: response.status, file: response.file ?? null };
    },
  };
}

export type StoreApi = ReturnType<typeof createStoreApi>;
