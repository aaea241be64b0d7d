import type { MessageTransport } from './message-sender.ts';

/**
 * SMS through a gateway that takes `POST {to, body}` JSON: most Egyptian SMS providers (or a small
 * adapter in front of one) fit. Egyptian mobile numbers are sent as dialled (01xxxxxxxxx).
 */
export function smsWebhookSender(webhook: { url: string; token: string | null }): MessageTransport {
  return {
    async deliver(message, signal) {
      const response = await fetch(webhook.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(webhook.token ? { authorization: `Bearer ${webhook.token}` } : {}),
        },
        body: JSON.stringify({ to: message.to, body: message.body }),
        signal: AbortSignal.any([signal, AbortSignal.timeout(10_000)]),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
