import { normalizePhone } from '@store/contract';
import type { WhatsappConfig } from '../config.ts';
import { PermanentJobError } from '../jobs/index.ts';
import type { MessageTransport } from './message-sender.ts';

/**
 * Sign-in codes by WhatsApp through the WhatsApp Business Cloud API (docs/decisions/0093). A business
 * may start a conversation only with an approved template, so the message is the store's
 * authentication template in the customer's language: the code fills its body and its "copy code"
 * button. The Graph API wants the number in international digits without `+` (201XXXXXXXXX).
 *
 * An answer the API will give again (a number not on WhatsApp, a bad template, an expired token:
 * 4xx but 429) ends the job at once; a throttle or a server error is retried by the job runner.
 */
export function whatsappCloudSender(
  config: WhatsappConfig,
  options: { fetch?: typeof fetch } = {},
): MessageTransport {
  const send = options.fetch ?? fetch;
  return {
    async deliver(message, signal) {
      if (!message.code) throw new PermanentJobError('a WhatsApp message carries a sign-in code');
      const to = normalizePhone(message.to)?.slice(1);
      if (!to) throw new PermanentJobError('not an Egyptian mobile number');
      const code = message.code;
      const response = await send(`${config.apiUrl}/${config.phoneNumberId}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${config.token}` },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to,
          type: 'template',
          template: {
            name: config.template,
            language: { code: message.lang === 'ar' ? 'ar' : 'en' },
            components: [
              { type: 'body', parameters: [{ type: 'text', text: code }] },
              { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
            ],
          },
        }),
        signal: AbortSignal.any([signal, AbortSignal.timeout(10_000)]),
      });
      if (response.ok) return;
      const answer = (await response.json().catch(() => ({}))) as {
        error?: { code?: number; message?: string };
      };
      const why = `WhatsApp answered ${response.status}${answer.error ? ` (#${answer.error.code}: ${answer.error.message})` : ''}`;
      if (response.status >= 400 && response.status < 500 && response.status !== 429)
        throw new PermanentJobError(why);
      throw new Error(why);
    },
  };
}
