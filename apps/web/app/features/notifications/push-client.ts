import type { Lang } from '@store/contract';

/**
 * The browser's side of web push (loaded only by the push prompt and the settings tab): ask for
 * permission when the customer presses a button, subscribe with the store's VAPID key, and hand the
 * subscription to the store (`/{lang}/notifications/push`, whose action sends it to the API).
 */

export type PushState = 'unsupported' | 'denied' | 'default' | 'granted';

export function pushState(): PushState {
  if (
    typeof window === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  )
    return 'unsupported';
  return Notification.permission;
}

/** The VAPID key as the Push API wants it. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

async function post(lang: Lang, fields: Record<string, string>): Promise<boolean> {
  const response = await fetch(`/${lang}/notifications/push`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    credentials: 'same-origin',
  });
  return response.ok;
}

/**
 * Asks for permission (call it from a press: browsers refuse a prompt nobody asked for), subscribes
 * and sends the subscription. The answer says how it ended.
 */
export async function enablePush(lang: Lang): Promise<PushState | 'failed'> {
  if (pushState() === 'unsupported') return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  try {
    const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    const ready = await navigator.serviceWorker.ready;
    const keyAnswer = await fetch(`/${lang}/notifications/push`, { credentials: 'same-origin' });
    const { publicKey } = (await keyAnswer.json()) as { publicKey: string | null };
    if (!publicKey) return 'failed';
    const manager = (ready ?? registration).pushManager;
    const subscription =
      (await manager.getSubscription()) ??
      (await manager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
    const json = subscription.toJSON();
    const sent = await post(lang, {
      intent: 'subscribe',
      endpoint: json.endpoint ?? '',
      p256dh: json.keys?.p256dh ?? '',
      auth: json.keys?.auth ?? '',
    });
    return sent ? 'granted' : 'failed';
  } catch {
    return 'failed';
  }
}
