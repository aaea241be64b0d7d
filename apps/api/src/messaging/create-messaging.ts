import type { FastifyBaseLogger } from 'fastify';
import type { AccountsConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { JobRunner } from '../jobs/index.ts';
import type { MessageSender, Messaging } from './message-sender.ts';
import { outboxSender } from './outbox-sender.ts';
import { defineSendMessage } from './send-message-job.ts';
import { smsWebhookSender } from './sms-webhook-sender.ts';
import { smtpSender } from './smtp-sender.ts';
import { whatsappCloudSender } from './whatsapp-cloud-sender.ts';

/**
 * Real senders where configured (SMTP, an SMS gateway, WhatsApp's Cloud API); the rest go to the demo outbox. Production mode cannot reach the
 * outbox: config.ts refuses to start it without SMTP and an SMS gateway. Sending only queues a
 * `send-message` job; the job runner delivers it.
 */
export function createMessaging(
  db: Db,
  log: FastifyBaseLogger,
  config: Pick<AccountsConfig, 'storeMode' | 'smtp' | 'smsWebhook' | 'whatsapp'>,
  jobs: JobRunner,
): Messaging {
  const production = config.storeMode === 'production';
  if (production && (!config.smtp || !config.smsWebhook)) {
    throw new Error('production mode needs SMTP_URL and SMS_WEBHOOK_URL');
  }
  const outbox = outboxSender(db, log);
  const sendMessage = defineSendMessage(jobs, {
    sms: config.smsWebhook ? smsWebhookSender(config.smsWebhook) : outbox,
    email: config.smtp ? smtpSender(config.smtp) : outbox,
    whatsapp: config.whatsapp ? whatsappCloudSender(config.whatsapp) : outbox,
  });
  const queued: MessageSender = {
    async send(message, options) {
      await sendMessage.enqueue(options?.via ?? db, message);
    },
  };
  // WhatsApp is offered where a sender is configured; in demo mode the outbox stands in for it too.
  const whatsapp = config.whatsapp || !production ? queued : null;
  return { sms: queued, email: queued, whatsapp, hasOutbox: !production };
}
