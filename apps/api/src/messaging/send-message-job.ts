import { z } from 'zod';
import { type JobDefinition, type JobRunner, PermanentJobError } from '../jobs/index.ts';
import type { MessageTransport, OutgoingMessage } from './message-sender.ts';

export const sendMessageJobName = 'send-message';

/** What a queued message looks like: a job may outlive the code that queued it (a deploy in between). */
const queuedMessage = z.object({
  channel: z.enum(['sms', 'email', 'whatsapp']),
  to: z.string().min(1),
  subject: z.string().optional(),
  body: z.string(),
  code: z.string().optional(),
  unsubscribeUrl: z.string().optional(),
  lang: z.enum(['en', 'ar']).optional(),
});

/**
 * The job that takes SMS and e-mail out of requests: a slow or dead SMTP server or SMS gateway no
 * longer holds up the answer (nor tells, by its timing, which e-mails have accounts). Six attempts,
 * 5 s, 10 s, 20 s, 40 s, 60 s apart: all within a code's 10 minutes. The payload holds the code, so
 * it is emptied once the message is sent or given up on.
 */
export function defineSendMessage(
  jobs: JobRunner,
  transports: Record<OutgoingMessage['channel'], MessageTransport>,
): JobDefinition<OutgoingMessage> {
  return jobs.define<OutgoingMessage>(
    sendMessageJobName,
    async (payload, { signal }) => {
      const parsed = queuedMessage.safeParse(payload);
      if (!parsed.success) throw new PermanentJobError('not a message');
      await transports[parsed.data.channel].deliver(parsed.data, signal);
    },
    { maxAttempts: 6, backoff: { baseMs: 5_000, maxMs: 60_000 }, timeoutMs: 30_000, secretPayload: true },
  );
}
