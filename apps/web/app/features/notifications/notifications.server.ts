import {
  asciiDigits,
  type Lang,
  notificationSettingsBody,
  parseForMessages,
  pushRemoveBody,
  pushSubscribeBody,
} from '@store/contract';
import { data, redirect } from 'react-router';
import { translator } from '../../i18n/i18n.ts';
import { forShopper } from '../../lib/api/for-shopper.server.ts';
import type { StoreApi } from '../../lib/api/store-api.server.ts';
import { apiResult, invalidResult } from '../../lib/forms/form-result.server.ts';
import { notificationHref } from './notification-links.ts';

/**
 * The bell's count for the store layout: 0 for guests, and 0 rather than a broken page when the
 * count cannot be read (the header must never fail for it).
 */
export async function unreadCountFor(api: StoreApi): Promise<number> {
  if (!api.loggedIn) return 0;
  try {
    const { status, envelope } = await api.op('notificationsUnreadCount');
    return status === 200 ? envelope.data.unreadCount : 0;
  } catch {
    return 0;
  }
}

/** A page number of the address bar (`?page=2`, Arabic-Indic digits too), 1 for anything else. */
export function pageOf(request: Request): number {
  const raw = asciiDigits(new URL(request.url).searchParams.get('page') ?? '');
  const page = /^\d{1,5}$/.test(raw) ? Number(raw) : 1;
  return Math.max(page, 1);
}

/** The inbox page: one page of notifications, newest first, and the unread count. */
export function loadNotifications(request: Request, api: StoreApi, lang: Lang) {
  const page = pageOf(request);
  return forShopper(lang, api, () => api.get('notifications', { query: { page } }));
}

export type NotificationsPageData = Awaited<ReturnType<typeof loadNotifications>>;

const idOf = (raw: unknown) => {
  const text = asciiDigits(String(raw ?? ''));
  const id = Number(text);
  return /^\d{1,10}$/.test(text) && id >= 1 && id <= 2_147_483_647 ? id : null;
};

/**
 * The inbox's forms (one pipeline, with or without scripts):
 * - `open` (id, url): marks the notification read and goes to its page;
 * - `read-all`: marks every notification read.
 */
export async function notificationsAction(request: Request, api: StoreApi, lang: Lang) {
  const form = Object.fromEntries(await request.formData());
  const intent = String(form.intent ?? '');
  const t = translator(lang, 'shop');
  if (!api.loggedIn) throw redirect(`/${lang}/login`);
  if (intent === 'open') {
    const id = idOf(form.id);
    if (id === null) return data(invalidResult(intent, [t('actionFailed')], lang), { status: 422 });
    const { status, envelope } = await api.op('readNotification', { params: { id } });
    if (status === 401) throw redirect(`/${lang}/login`);
    // Someone else's (404) or already gone: the page shows the API's message.
    if (status !== 200) return data(apiResult(intent, status, envelope), { status });
    throw redirect(notificationHref(String(form.url ?? ''), lang));
  }
  if (intent === 'read-all') {
    const { status, envelope } = await api.op('readAllNotifications');
    if (status === 401) throw redirect(`/${lang}/login`);
    const result = apiResult(intent, status, envelope);
    if (result.ok) result.message = translator(lang, 'notifications')('markedAllRead');
    return data(result, { status: result.ok ? 200 : status });
  }
  return data(invalidResult(intent, [t('actionFailed')], lang), { status: 400 });
}

/** The profile's notifications tab: the customer's channels. */
export function loadNotificationSettings(api: StoreApi, lang: Lang) {
  return forShopper(lang, api, () => api.get('notificationSettings'));
}

/** Saves the channels (`push`, `sms` checkboxes: an unchecked box is not posted, so it is off). */
export async function notificationSettingsAction(request: Request, api: StoreApi, lang: Lang) {
  const form = Object.fromEntries(await request.formData());
  const intent = 'settings';
  if (!api.loggedIn) throw redirect(`/${lang}/login`);
  const parsed = parseForMessages(notificationSettingsBody, {
    push: form.push ?? 'false',
    sms: form.sms ?? 'false',
  });
  if (!parsed.success) return data(invalidResult(intent, parsed.error.issues, lang), { status: 422 });
  const { status, envelope } = await api.op('updateNotificationSettings', { body: parsed.data });
  if (status === 401) throw redirect(`/${lang}/login`);
  const result = apiResult(intent, status, envelope);
  if (result.ok) result.message = translator(lang, 'notifications')('settingsSaved');
  return data(result, { status: result.ok ? 200 : status });
}

/** The VAPID public key the browser subscribes with (null for guests or when push is not set up). */
export async function loadPushKey(api: StoreApi) {
  if (!api.loggedIn) return { publicKey: null };
  const { status, envelope } = await api.op('pushKey');
  return { publicKey: status === 200 ? envelope.data.publicKey : null };
}

/**
 * The browser's push subscription, sent by the page's script after the customer allowed
 * notifications (`intent=subscribe`: endpoint, p256dh, auth), or taken back (`intent=remove`).
 */
export async function pushSubscriptionAction(request: Request, api: StoreApi, lang: Lang) {
  const form = Object.fromEntries(await request.formData());
  const intent = String(form.intent ?? '');
  if (!api.loggedIn)
    return data(invalidResult(intent, [translator(lang, 'shop')('actionFailed')], lang), { status: 401 });
  if (intent === 'remove') {
    const parsed = parseForMessages(pushRemoveBody, { endpoint: form.endpoint ?? '' });
    if (!parsed.success) return data(invalidResult(intent, parsed.error.issues, lang), { status: 422 });
    const { status, envelope } = await api.op('pushUnsubscribe', { body: parsed.data });
    return data(apiResult(intent, status, envelope), { status });
  }
  const parsed = parseForMessages(pushSubscribeBody, {
    endpoint: form.endpoint ?? '',
    keys: { p256dh: form.p256dh ?? '', auth: form.auth ?? '' },
  });
  if (!parsed.success) return data(invalidResult(intent, parsed.error.issues, lang), { status: 422 });
  const { status, envelope } = await api.op('pushSubscribe', { body: parsed.data });
  return data(apiResult(intent, status, envelope), { status });
}
