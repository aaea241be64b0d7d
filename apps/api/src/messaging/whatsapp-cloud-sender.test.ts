import { describe, expect, it } from 'vitest';
import { PermanentJobError } from '../jobs/index.ts';
import exchanges from './fixtures/whatsapp-exchanges.json' with { type: 'json' };
import type { OutgoingMessage } from './message-sender.ts';
import { whatsappCloudSender } from './whatsapp-cloud-sender.ts';

type Recorded = { status: number; body: unknown };

/** A fetch that answers one recorded response and keeps what was asked. */
function replay(recorded: Recorded) {
  const asked: { url: string; headers: Record<string, string>; body: unknown }[] = [];
  const fetchImpl = (async (url: string | URL, init: RequestInit = {}) => {
    asked.push({
      url: String(url),
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: JSON.parse(String(init.body)),
    });
    return new Response(JSON.stringify(recorded.body), {
      status: recorded.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { fetchImpl, asked };
}

const config = {
  token: 'EAAGtest-token',
  phoneNumberId: '106540352242922',
  template: 'sign_in_code',
  apiUrl: 'https://graph.facebook.com/v21.0',
};
const code: OutgoingMessage = {
  channel: 'whatsapp',
  to: '+201001234567',
  body: 'Your Nile Pharmacy sign-in code is 4821.',
  code: '4821',
  lang: 'ar',
};
const signal = new AbortController().signal;

describe('WhatsApp Cloud API sender, against recorded exchanges', () => {
  it('sends the authentication template in the reader’s language with the code in its body and button', async () => {
    const { fetchImpl, asked } = replay(exchanges.sent.response);
    await whatsappCloudSender(config, { fetch: fetchImpl }).deliver(code, signal);
    expect(asked).toEqual([
      {
        url: 'https://graph.facebook.com/v21.0/106540352242922/messages',
        headers: expect.objectContaining({
          authorization: 'Bearer EAAGtest-token',
          'content-type': 'application/json',
        }),
        body: {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: '201001234567',
          type: 'template',
          template: {
            name: 'sign_in_code',
            language: { code: 'ar' },
            components: [
              { type: 'body', parameters: [{ type: 'text', text: '4821' }] },
              { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '4821' }] },
            ],
          },
        },
      },
    ]);
  });

  it('gives up at once on what WhatsApp will answer again: a number not on WhatsApp, an expired token', async () => {
    for (const recorded of [exchanges.notOnWhatsapp.response, exchanges.expiredToken.response]) {
      const { fetchImpl } = replay(recorded);
      const sending = whatsappCloudSender(config, { fetch: fetchImpl }).deliver(code, signal);
      await expect(sending).rejects.toBeInstanceOf(PermanentJobError);
    }
    const { fetchImpl } = replay(exchanges.notOnWhatsapp.response);
    await expect(whatsappCloudSender(config, { fetch: fetchImpl }).deliver(code, signal)).rejects.toThrow(
      'WhatsApp answered 400 (#131026: (#131026) Message Undeliverable.)',
    );
  });

  it('leaves a throttled send to the job runner’s retries', async () => {
    const { fetchImpl } = replay(exchanges.throttled.response);
    const sending = whatsappCloudSender(config, { fetch: fetchImpl }).deliver(code, signal);
    await expect(sending).rejects.toThrow('WhatsApp answered 429');
    await expect(sending).rejects.not.toBeInstanceOf(PermanentJobError);
  });

  it('sends nothing that is not a code to an Egyptian mobile number', async () => {
    const { fetchImpl, asked } = replay(exchanges.sent.response);
    const sender = whatsappCloudSender(config, { fetch: fetchImpl });
    await expect(sender.deliver({ ...code, code: undefined }, signal)).rejects.toBeInstanceOf(
      PermanentJobError,
    );
    await expect(sender.deliver({ ...code, to: '+442071234567' }, signal)).rejects.toBeInstanceOf(
      PermanentJobError,
    );
    expect(asked).toEqual([]);
  });
});
