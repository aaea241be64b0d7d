import type { JobExecutor } from '../jobs/index.ts';

/** An SMS, e-mail or WhatsApp message the store sends (verification, sign-in and reset codes). */
export interface OutgoingMessage {
  channel: 'sms' | 'email' | 'whatsapp';
  /** A phone number (digits) or an e-mail address. */
  to: string;
  subject?: string | undefined;
  body: string;
  /** The one-time code inside the body, kept in the demo outbox so a person trying the store can use it. */
  code?: string | undefined;
  /** The reader's language, where the message is a template chosen per language (WhatsApp). */
  lang?: 'en' | 'ar' | undefined;
  /**
   * A marketing e-mail's one-tap opt-out link, sent as List-Unsubscribe with List-Unsubscribe-Post
   * (RFC 8058) so a mail app's own button withdraws the consent (docs/decisions/0089).
   */
  unsubscribeUrl?: string | undefined;
}

/**
 * One channel as features see it: `send` only queues the message (a `send-message` job) and returns;
 * the job runner delivers it, with retries, outside the request (docs/decisions/0015).
 */
export interface MessageSender {
  /**
   * `via`: a transaction to queue the message in, so it goes out only if the transaction commits
   * (default: the store's database, at once).
   */
  send(message: OutgoingMessage, options?: { via?: JobExecutor }): Promise<void>;
}

export interface Messaging {
  sms: MessageSender;
  email: MessageSender;
  /** Sign-in codes by WhatsApp: null where no sender is configured (production without WHATSAPP_*). */
  whatsapp: MessageSender | null;
  /** Demo mode keeps messages in the outbox; production never does. */
  hasOutbox: boolean;
}

/** The way out for one channel, used by the `send-message` job: the demo outbox, SMTP or an SMS gateway. */
export interface MessageTransport {
  /** `signal` aborts when the job's time is up: stop waiting on the network then. */
  deliver(message: OutgoingMessage, signal: AbortSignal): Promise<void>;
}
