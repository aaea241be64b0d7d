/** An SMS or e-mail the store sends (verification and reset codes). */
export interface OutgoingMessage {
  channel: 'sms' | 'email';
  /** A phone number (digits) or an e-mail address. */
  to: string;
  subject?: string;
  body: string;
  /** The one-time code inside the body, kept in the demo outbox so a person trying the store can use it. */
  code?: string;
}

/** One way out for one channel: the demo outbox, SMTP or an SMS gateway. */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}

export interface Messaging {
  sms: MessageSender;
  email: MessageSender;
  /** Demo mode keeps messages in the outbox; production never does. */
  hasOutbox: boolean;
}
