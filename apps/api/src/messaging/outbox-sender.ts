import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { outboxMessages } from '../db/schema.ts';
import type { MessageTransport, OutgoingMessage } from './message-sender.ts';

/**
 * Demo mode: instead of leaving the machine, a message is stored (readable at /api/dev/outbox) and
 * logged, so anyone running `npm start` can register and reset a password without an SMS gateway.
 */
export function outboxSender(db: Db, log: FastifyBaseLogger): MessageTransport {
  return {
    async deliver(message: OutgoingMessage) {
      await db.insert(outboxMessages).values({
        channel: message.channel,
        recipient: message.to,
        subject: message.subject ?? null,
        body: message.body,
        code: message.code ?? null,
      });
      log.info({ channel: message.channel, to: message.to, code: message.code }, `[outbox] ${message.body}`);
    },
  };
}

/** The newest 50 messages to one phone number or e-mail address. */
export async function outboxFor(db: Db, recipient: string) {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(50);
  return rows.map((row) => ({
    channel: row.channel as OutgoingMessage['channel'],
    to: row.recipient,
    body: row.subject ? `${row.subject}\n\n${row.body}` : row.body,
    code: row.code,
    createdAt: row.createdAt.toISOString(),
  }));
}
