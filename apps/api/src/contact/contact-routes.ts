import { contactBody, contactResponse, responses, translate } from '@store/contract';
import type { Db } from '../db/client.ts';
import { contactMessages } from '../db/schema.ts';
import { AttemptLimiter } from '../http/attempt-limiter.ts';
import { ApiError, ok } from '../http/envelope.ts';
import type { ApiInstance, FeatureOptions } from '../http/route-types.ts';
import { acceptMultipartText } from './multipart-text.ts';

export async function saveContactMessage(
  db: Db,
  message: {
    name: string;
    mobile: string;
    email: string;
    message: string;
    lang: string;
    deviceId: string | null;
  },
) {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row!.id;
}

/** Messages one visitor (IP) may send in ten minutes: enough for a person, too few for a spammer. */
const messagesPerVisitor = 5;

export async function contactRoutes(app: ApiInstance, { db }: FeatureOptions) {
  acceptMultipartText(app);
  const limiter = new AttemptLimiter(messagesPerVisitor, 10 * 60_000);

  app.post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the support team (JSON, form-urlencoded or multipart text fields)',
        consumes: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
        body: contactBody,
        response: responses(contactResponse, [422, 429]),
      },
    },
    async (request) => {
      const { lang, deviceId } = request.ctx;
      const wait = limiter.take(request.ip);
      if (wait > 0) throw new ApiError(429, 'error.rateLimited', { seconds: wait });
      await saveContactMessage(db, { ...request.body, lang, deviceId });
      const message = translate(lang, 'contact.sent');
      return ok({ message }, { message });
    },
  );
}
