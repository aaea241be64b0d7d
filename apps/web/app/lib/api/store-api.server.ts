import type {
  AccountUser,
  Address,
  Area,
  Branch,
  Cart,
  CategoryNode,
  ContactCaptcha,
  categoryShowResponse,
  Envelope,
  FilterData,
  homeResponse,
  Lang,
  Order,
  OrderAlternatives,
  OrderSummary,
  Pagination,
  PaymentType,
  Product,
  Recipe,
  RecipeSummary,
  Subscription,
} from '@store/contract';
import { data } from 'react-router';
import type { z } from 'zod';
import type { ApiTransport } from './api-transport.ts';

export type HomeData = z.infer<typeof homeResponse>['data'];
export type CategoryShow = z.infer<typeof categoryShowResponse>['data'];
export type ProductPage = { products: Product[]; pagination: Pagination };

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

export function filterQuery(filter: ProductFilter): string {
  const query = new URLSearchParams();
  for (const [index, id] of (filter.categoryIds ?? []).entries())
    query.append(`categoryIds[${index}]`, String(id));
  for (const [index, id] of (filter.brandIds ?? []).entries()) query.append(`brandIds[${index}]`, String(id));
  for (const key of ['level', 'priceFrom', 'priceTo', 'sort', 'keyword', 'page'] as const) {
    const value = filter[key];
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  if (filter.deal) query.set('deal', '1');
  return query.toString();
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
  identity: { lang: Lang; deviceId: string; token?: string | null },
) {
  const headers: Record<string, string> = { 'content-language': identity.lang, deviceid: identity.deviceId };
  if (identity.token) headers.authorization = `Bearer ${identity.token}`;

  /** The longest wait any 429 of this request asked for (seconds; 0: none). */
  let retryAfter = 0;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: Record<string, unknown>) {
    const response = await transport({ method, path: `/api/${path}`, headers, body });
    if (response.status === 429) retryAfter = Math.max(retryAfter, response.retryAfter ?? 60);
    return { status: response.status, envelope: response.body as Envelope<T, unknown> };
  }

  async function get<T>(path: string): Promise<T> {
    const { status, envelope } = await call<T>('GET', path);
    if (status !== 200) fail(envelope, status, status === 429 ? retryAfter : undefined);
    return envelope.data;
  }

  return {
    lang: identity.lang,
    loggedIn: Boolean(identity.token),
    /** Seconds the API asked this request to wait (a 429), 0 if it did not. */
    retryAfter: () => retryAfter,
    /** For forms: the whole envelope, so validation messages reach the page. */
    call,
    categoryTree: () => get<{ categories: CategoryNode[] }>('categories/tree').then((d) => d.categories),
    category: (id: number, level: number) => get<CategoryShow>(`categories/show/${id}/level${level}`),
    home: () => get<HomeData>('home?web=1'),
    products: (filter: ProductFilter) => get<ProductPage>(`products/filter?${filterQuery(filter)}`),
    searchFilters: (filter: { keyword?: string; deal?: boolean }) =>
      get<FilterData>(`products/search?${filterQuery(filter)}`),
    product: (id: number) => get<{ product: Product; relatedProducts: Product[] }>(`products/${id}`),
    alternatives: (id: number) =>
      get<{ alternatives: Product[] }>(`products/${id}/alternatives`).then((d) => d.alternatives),
    offers: (options: { offerTypeId?: number; page?: number }) => {
      const query = new URLSearchParams();
      if (options.offerTypeId) query.set('offer_type_id', String(options.offerTypeId));
      if (options.page) query.set('page', String(options.page));
      return get<ProductPage & { offerTypes: { id: number; name: string }[] }>(`offers?${query}`);
    },
    recipes: () => get<{ recipes: RecipeSummary[] }>('recipes').then((d) => d.recipes),
    recipe: (id: number) => get<{ recipe: Recipe; relatedRecipes: RecipeSummary[] }>(`recipes/${id}`),
    areas: () => get<{ areas: Area[] }>('areas/list').then((d) => d.areas),
    branches: (districtId: number) =>
      get<{ branches: Pick<Branch, 'id' | 'name' | 'address' | 'phone'>[] }>(
        `areas/${districtId}/branches`,
      ).then((d) => d.branches),
    currentBranch: () => get<{ branch: Branch }>('branches/current').then((d) => d.branch),
    /** A contact captcha: its picture and sealed token (the code itself never leaves the API). */
    contactCaptcha: () => get<{ captcha: ContactCaptcha }>('contact/captcha').then((d) => d.captcha),
    selectBranch: (branchId: number) =>
      call<{ branch: Branch; removedItems: string[] }>('POST', 'branches/select', { branchId, override: 1 }),

    // Accounts (the session token rides in the headers; forms use `call` to see validation).
    /**
     * The logged-in user, or null for a guest or an ended session (401). Any other failure is thrown:
     * a busy API (429) is not a logout, and the page says when to try again.
     */
    profile: async (): Promise<AccountUser | null> => {
      if (!identity.token) return null;
      const { status, envelope } = await call<{ user: AccountUser }>('GET', 'profile');
      if (status === 200) return envelope.data.user;
      if (status === 401) return null;
      return fail(envelope, status, status === 429 ? retryAfter : undefined);
    },

    // Shop: every call needs a login; guests never reach them.
    cart: () => get<{ cart: Cart }>('cart/view').then((d) => d.cart),
    paymentTypes: () =>
      get<{ paymentTypes: PaymentType[] }>('cart/payment/types').then((d) => d.paymentTypes),
    addresses: () => get<{ addresses: Address[] }>('addresses').then((d) => d.addresses),
    address: (id: number) => get<{ address: Address }>(`addresses/${id}`).then((d) => d.address),
    favorites: () =>
      get<{ favoriteProducts: Product[] }>('favorite/products').then((d) => d.favoriteProducts),
    orders: () => get<{ pendingOrders: OrderSummary[]; oldOrders: OrderSummary[] }>('orders'),
    order: (id: number) => get<{ order: Order }>(`orders/${id}`).then((d) => d.order),
    /** Items of the order waiting for a substitute (docs/decisions/0020). */
    orderAlternatives: (id: number) => get<OrderAlternatives>(`orders/${id}/alternatives`),
    /** Weekly and monthly subscriptions (docs/decisions/0021). */
    subscriptions: () => get<{ subscriptions: Subscription[] }>('subscriptions').then((d) => d.subscriptions),
    cancellationReasons: () =>
      get<{ reasons: { id: number; name: string }[] }>('list/cancellation/reasons').then((d) => d.reasons),
    /**
     * Like `call`, with an `Idempotency-Key` (one per checkout attempt): a repeated post of the same
     * attempt (a double click, a retried request) gets the first order back instead of a second one.
     */
    callOnce: async <T>(
      method: 'GET' | 'POST',
      path: string,
      idempotencyKey: string,
      body?: Record<string, unknown>,
    ) => {
      const response = await transport({
        method,
        path: `/api/${path}`,
        headers: { ...headers, 'idempotency-key': idempotencyKey },
        body,
      });
      return { status: response.status, envelope: response.body as Envelope<T, unknown> };
    },
  };
}

export type StoreApi = ReturnType<typeof createStoreApi>;
