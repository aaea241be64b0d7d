import type { z } from 'zod';
import {
  changePasswordBody,
  changePasswordResponse,
  forgotPasswordBody,
  forgotPasswordResponse,
  loginBody,
  loginPhoneBody,
  loginPhoneChannelsResponse,
  loginPhoneResponse,
  loginPhoneVerifyBody,
  loginPhoneVerifyResponse,
  loginResponse,
  logoutResponse,
  profileBody,
  profileResponse,
  providerLoginBody,
  providerLoginResponse,
  registerBody,
  registerResponse,
  resendCodeBody,
  resendCodeResponse,
  resetPasswordBody,
  resetPasswordResponse,
  verifyCodeBody,
  verifyCodeResponse,
} from './account.ts';
import {
  alternativesResponse,
  areasResponse,
  branchesResponse,
  categoryShowParams,
  categoryShowResponse,
  categoryTreeResponse,
  currentBranchResponse,
  filterDataResponse,
  homeQuery,
  idParams,
  offersQuery,
  offersResponse,
  productBranchesResponse,
  productDetailResponse,
  productFilterQuery,
  productListResponse,
  productSearchQuery,
  recipeDetailResponse,
  recipesResponse,
  selectBranchBody,
  selectBranchResponse,
  suggestQuery,
  suggestResponse,
} from './catalogue.ts';
import { contactCaptchaResponse, contactPostBody, contactResponse } from './contact.ts';
import { contentPageParams, contentPageResponse } from './content-pages.ts';
import { nearestBranchQuery, nearestBranchResponse } from './delivery-zones.ts';
import { messageOnlyResponse } from './envelope.ts';
import { optOutParams, optOutResponse } from './marketing.ts';
import {
  notificationDeviceBody,
  notificationReadResponse,
  notificationSettingsBody,
  notificationSettingsResponse,
  notificationsQuery,
  notificationsResponse,
  pushKeyResponse,
  pushRemoveBody,
  pushSubscribeBody,
  unreadCountResponse,
} from './notifications.ts';
import { get, type Operation, post } from './operation.ts';
import {
  prescriptionConfirmBody,
  prescriptionConfirmResponse,
  prescriptionResponse,
  prescriptionsResponse,
} from './prescriptions.ts';
import {
  consentBody,
  consentResponse,
  consentsResponse,
  deleteAccountBody,
  deleteAccountCodeResponse,
  deleteAccountResponse,
} from './privacy.ts';
import { privacyNoticeResponse } from './privacy-notice.ts';
import {
  myPrivacyRequestResponse,
  myPrivacyRequestsResponse,
  privacyRequestBody,
} from './privacy-requests.ts';
import { orderReturnsResponse, returnRequestBody, returnRequestResponse } from './returns.ts';
import { reverseGeocodeQuery, reverseGeocodeResponse } from './reverse-geocode.ts';
import {
  deliverySlotsQuery,
  deliverySlotsResponse,
  schedulePlaceOrderBody,
  subscriptionItemsBody,
  subscriptionResponse,
  subscriptionsResponse,
} from './schedule.ts';
import {
  addressBody,
  addressDeleteBody,
  addressesResponse,
  addressResponse,
  addressSelectBody,
  addressUpdateBody,
  cancellationReasonsResponse,
  cancelOrderBody,
  cancelOrderResponse,
  cartAddBody,
  cartDeleteBody,
  cartItemResponse,
  cartResponse,
  cartUpdateBody,
  cartViewResponse,
  chooseAlternativesBody,
  chooseAlternativesResponse,
  favoritesResponse,
  favoriteToggleBody,
  favoriteToggleResponse,
  homeResponse,
  orderAlternativesResponse,
  orderResponse,
  ordersResponse,
  payBody,
  paymentSelectBody,
  paymentTypesResponse,
  payQuery,
  payResponse,
  placeOrderResponse,
  promoCodeBody,
  reorderBody,
  reorderResponse,
  switchPaymentBody,
} from './shop.ts';
import { staffOperations } from './staff-operations.ts';
import {
  supportIssueResponse,
  supportIssuesResponse,
  supportIssueTypesResponse,
  supportReplyBody,
} from './support.ts';

/** Every operation the web calls: the storefront's, then the staff console's. */
export const operations = {
  // Catalogue and branches
  categoryTree: get('/categories/tree', { response: categoryTreeResponse }),
  category: get('/categories/show/:id/level:level', {
    params: categoryShowParams,
    response: categoryShowResponse,
  }),
  home: get('/home', { query: homeQuery, response: homeResponse }),
  products: get('/products/filter', { query: productFilterQuery, response: productListResponse }),
  searchFilters: get('/products/search', { query: productSearchQuery, response: filterDataResponse }),
  suggest: get('/products/suggest', { query: suggestQuery, response: suggestResponse }),
  product: get('/products/:id', { params: idParams, response: productDetailResponse }),
  alternatives: get('/products/:id/alternatives', { params: idParams, response: alternativesResponse }),
  productBranches: get('/products/:id/branches', { params: idParams, response: productBranchesResponse }),
  offers: get('/offers', { query: offersQuery, response: offersResponse }),
  // The same offers as a POST (the mobile apps send a form or JSON body).
  offerTypeProducts: post('/offer/type/products', { body: offersQuery, response: offersResponse }),
  recipes: get('/recipes', { response: recipesResponse }),
  /** A static page's newest version in the request's language, or null (docs/decisions/0077). */
  contentPage: get('/pages/:slug', { params: contentPageParams, response: contentPageResponse }),
  /** The privacy notice's newest published version in the request's language, or null (docs/decisions/0092). */
  privacyNotice: get('/privacy-notice', { response: privacyNoticeResponse }),
  recipe: get('/recipes/:id', { params: idParams, response: recipeDetailResponse }),
  areas: get('/areas/list', { response: areasResponse }),
  branches: get('/areas/:id/branches', { params: idParams, response: branchesResponse }),
  currentBranch: get('/branches/current', { response: currentBranchResponse }),
  selectBranch: post('/branches/select', { body: selectBranchBody, response: selectBranchResponse }),
  /** The branch for a pinned point or the customer's location (docs/decisions/0087). */
  nearestBranch: get('/branches/nearest', { query: nearestBranchQuery, response: nearestBranchResponse }),
  contactCaptcha: get('/contact/captcha', { response: contactCaptchaResponse }),
  contact: post('/contact', { body: contactPostBody, response: contactResponse }),

  // Accounts
  register: post('/register', { body: registerBody, response: registerResponse }),
  login: post('/login', { body: loginBody, response: loginResponse }),
  loginProvider: post('/login/provider', { body: providerLoginBody, response: providerLoginResponse }),
  loginPhoneChannels: get('/login/phone/channels', { response: loginPhoneChannelsResponse }),
  loginPhone: post('/login/phone', { body: loginPhoneBody, response: loginPhoneResponse }),
  loginPhoneVerify: post('/login/phone/verify', {
    body: loginPhoneVerifyBody,
    response: loginPhoneVerifyResponse,
  }),
  logout: post('/logout', { response: logoutResponse }),
  verifyCode: post('/verify/registration/code', { body: verifyCodeBody, response: verifyCodeResponse }),
  resendCode: post('/resend/code', { body: resendCodeBody, response: resendCodeResponse }),
  forgotPassword: post('/forgot/password', { body: forgotPasswordBody, response: forgotPasswordResponse }),
  resetPassword: post('/reset/forgot/password', { body: resetPasswordBody, response: resetPasswordResponse }),
  profile: get('/profile', { response: profileResponse }),
  updateProfile: post('/profile', { body: profileBody, response: profileResponse }),
  consents: get('/profile/consents', { response: consentsResponse }),
  giveConsent: post('/profile/consents', { body: consentBody, response: consentResponse }),
  deleteAccountCode: post('/profile/delete/code', { response: deleteAccountCodeResponse }),
  deleteAccount: post('/profile/delete', { body: deleteAccountBody, response: deleteAccountResponse }),
  // Written privacy requests (docs/decisions/0081): corrections and objections, with the page's own.
  myPrivacyRequests: get('/profile/privacy-requests', { response: myPrivacyRequestsResponse }),
  createPrivacyRequest: post('/profile/privacy-requests', {
    body: privacyRequestBody,
    response: myPrivacyRequestResponse,
  }),
  // The one-tap opt-out of a marketing message (docs/decisions/0089): no sign-in, the token decides.
  optOut: get('/opt-out/:token', { params: optOutParams, response: optOutResponse }),
  useOptOut: post('/opt-out/:token', { params: optOutParams, response: optOutResponse }),
  changePassword: post('/profile/change/password', {
    body: changePasswordBody,
    response: changePasswordResponse,
  }),

  // Cart and checkout
  cart: get('/cart/view', { response: cartViewResponse }),
  cartAdd: post('/cart/add', { body: cartAddBody, response: cartItemResponse }),
  cartUpdate: post('/cart/update', { body: cartUpdateBody, response: cartItemResponse }),
  cartDelete: post('/cart/delete', { body: cartDeleteBody, response: cartResponse }),
  cartEmpty: post('/cart/empty', { response: cartResponse }),
  promoAdd: post('/cart/promoCode/add', { body: promoCodeBody, response: cartResponse }),
  promoRemove: post('/cart/promoCode/remove', { response: cartResponse }),
  paymentTypes: get('/cart/payment/types', { response: paymentTypesResponse }),
  selectPayment: post('/cart/payment/select', { body: paymentSelectBody, response: cartResponse }),
  selectAddress: post('/cart/address/select', { body: addressSelectBody, response: cartResponse }),
  placeOrder: post('/cart/order', {
    body: schedulePlaceOrderBody,
    response: placeOrderResponse,
    idempotent: true,
  }),
  pay: post('/payment/pay', { body: payBody, response: payResponse, idempotent: true }),
  // The spec's GET of the same (the mobile apps).
  payByQuery: get('/payment/pay', { query: payQuery, response: payResponse, idempotent: true }),
  switchPayment: post('/orders/:id/payment', {
    params: idParams,
    body: switchPaymentBody,
    response: messageOnlyResponse,
  }),
  deliverySlots: get('/delivery/slots', { query: deliverySlotsQuery, response: deliverySlotsResponse }),

  // Addresses and favourites
  addresses: get('/addresses', { response: addressesResponse }),
  reverseGeocode: get('/addresses/reverse-geocode', {
    query: reverseGeocodeQuery,
    response: reverseGeocodeResponse,
  }),
  address: get('/addresses/:id', { params: idParams, response: addressResponse }),
  addAddress: post('/addresses', { body: addressBody, response: addressResponse }),
  updateAddress: post('/addresses/update', { body: addressUpdateBody, response: addressResponse }),
  deleteAddress: post('/addresses/delete', { body: addressDeleteBody, response: messageOnlyResponse }),
  favorites: get('/favorite/products', { response: favoritesResponse }),
  toggleFavorite: post('/favorite/toggle/product', {
    body: favoriteToggleBody,
    response: favoriteToggleResponse,
  }),

  // Orders, substitutions and subscriptions
  orders: get('/orders', { response: ordersResponse }),
  order: get('/orders/:id', { params: idParams, response: orderResponse }),
  cancelOrder: post('/orders/cancel/:id', {
    params: idParams,
    body: cancelOrderBody,
    response: cancelOrderResponse,
  }),
  // Returns within the return window (docs/decisions/0085); photos are added by a multipart upload.
  orderReturns: get('/orders/:id/returns', { params: idParams, response: orderReturnsResponse }),
  requestReturn: post('/orders/:id/returns', {
    params: idParams,
    body: returnRequestBody,
    response: returnRequestResponse,
    typed: true,
  }),
  reorder: post('/orders/reorder/:id', {
    params: idParams,
    // No body at all is a reorder too (the path names the order).
    body: reorderBody.optional(),
    response: reorderResponse,
  }),
  cancellationReasons: get('/list/cancellation/reasons', { response: cancellationReasonsResponse }),
  orderAlternatives: get('/orders/:id/alternatives', {
    params: idParams,
    response: orderAlternativesResponse,
  }),
  chooseAlternatives: post('/orders/:id/alternatives', {
    params: idParams,
    body: chooseAlternativesBody,
    response: chooseAlternativesResponse,
  }),
  subscriptions: get('/subscriptions', { response: subscriptionsResponse }),
  pauseSubscription: post('/subscriptions/:id/pause', { params: idParams, response: subscriptionResponse }),
  resumeSubscription: post('/subscriptions/:id/resume', { params: idParams, response: subscriptionResponse }),
  skipSubscription: post('/subscriptions/:id/skip', { params: idParams, response: subscriptionResponse }),
  cancelSubscription: post('/subscriptions/:id/cancel', { params: idParams, response: subscriptionResponse }),
  editOrderItems: post('/orders/:id/items', {
    params: idParams,
    body: subscriptionItemsBody,
    response: orderResponse,
  }),
  subscriptionItems: post('/subscriptions/:id/items', {
    params: idParams,
    body: subscriptionItemsBody,
    response: subscriptionResponse,
  }),

  // Prescriptions and support issues (docs/decisions/0028). Their multipart sends (files) are not
  // here: the browser streams them through the web's upload route (docs/decisions/0033).
  prescriptions: get('/prescriptions', { response: prescriptionsResponse }),
  prescription: get('/prescriptions/:id', { params: idParams, response: prescriptionResponse }),
  deletePrescription: post('/prescriptions/delete/:id', { params: idParams, response: messageOnlyResponse }),
  cancelPrescription: post('/prescriptions/cancel/:id', {
    params: idParams,
    body: cancelOrderBody,
    response: prescriptionResponse,
  }),
  confirmPrescription: post('/prescriptions/:id/confirm', {
    params: idParams,
    body: prescriptionConfirmBody,
    response: prescriptionConfirmResponse,
  }),
  declinePrescription: post('/prescriptions/:id/decline', {
    params: idParams,
    response: prescriptionResponse,
  }),
  supportIssueTypes: get('/support/issue/types', { response: supportIssueTypesResponse }),
  supportIssues: get('/support/issues', { response: supportIssuesResponse }),
  supportIssue: get('/support/issues/:id', { params: idParams, response: supportIssueResponse }),
  supportReply: post('/support/issues/:id/reply', {
    params: idParams,
    body: supportReplyBody,
    response: supportIssueResponse,
  }),
  // Notifications (docs/decisions/0030); `GET /orders/:id/events` is a Server-Sent Events stream, not an operation
  notifications: get('/notifications', { query: notificationsQuery, response: notificationsResponse }),
  notificationsUnreadCount: get('/notifications/unread-count', { response: unreadCountResponse }),
  readNotification: post('/notifications/:id/read', { params: idParams, response: notificationReadResponse }),
  readAllNotifications: post('/notifications/read-all', { response: unreadCountResponse }),
  notificationSettings: get('/notifications/settings', { response: notificationSettingsResponse }),
  updateNotificationSettings: post('/notifications/settings', {
    body: notificationSettingsBody,
    response: notificationSettingsResponse,
  }),
  pushKey: get('/notifications/push/key', { response: pushKeyResponse }),
  pushSubscribe: post('/notifications/push', { body: pushSubscribeBody, response: messageOnlyResponse }),
  pushUnsubscribe: post('/notifications/push/remove', {
    body: pushRemoveBody,
    response: messageOnlyResponse,
  }),
  registerDevice: post('/notifications/devices', {
    body: notificationDeviceBody,
    response: messageOnlyResponse,
  }),

  // The staff console's (sent with the staff token), in their own table
  ...staffOperations,
} satisfies Record<string, Operation>;

export type Operations = typeof operations;
export type OperationName = keyof Operations;

type Parsed<O, Field extends 'params' | 'body' | 'query'> = O extends {
  [F in Field]: infer S extends z.ZodType;
}
  ? Field extends 'body'
    ? O extends { typed: true }
      ? { [Name in keyof z.input<S>]?: unknown }
      : z.output<S>
    : z.output<S>
  : never;

/**
 * What a call of operation `K` sends: its path parameters, query and body as the schemas parse them
 * (the API parses them again), or for a `typed` operation the body's field names with the values as typed,
 * and the idempotency key when the operation takes one.
 */
export type OperationInput<K extends OperationName> = ([Parsed<Operations[K], 'params'>] extends [never]
  ? { params?: never }
  : { params: Parsed<Operations[K], 'params'> }) &
  ([Parsed<Operations[K], 'query'>] extends [never]
    ? { query?: never }
    : { query?: Parsed<Operations[K], 'query'> }) &
  ([Parsed<Operations[K], 'body'>] extends [never]
    ? { body?: never }
    : { body: Parsed<Operations[K], 'body'> }) &
  (Operations[K] extends { idempotent: true } ? { idempotencyKey: string } : { idempotencyKey?: never });

/** The 200 envelope of operation `K`. */
export type OperationAnswer<K extends OperationName> = z.output<Operations[K]['response']>;
/** Its `data`. */
export type OperationData<K extends OperationName> = OperationAnswer<K>['data'];

/** `/orders/cancel/:id` with `{id: 7}` → `/orders/cancel/7`. A missing parameter is a programming error. */
export function operationPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * A query as the API's parser reads it: lists as `name[0]=…&name[1]=…`, flags as 1/0, empty values
 * left out (the query schemas read '' as absent anyway).
 */
export function operationQuery(query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      for (const [index, entry] of value.entries()) search.append(`${name}[${index}]`, String(entry));
    } else if (typeof value === 'boolean') search.set(name, value ? '1' : '0');
    else search.set(name, String(value));
  }
  return search.toString();
}
