import { operations, translate } from '@store/contract';
import type { Db } from '../db/client.ts';
import { contactMessages } from '../db/schema.ts';
import { ApiError, ok, throttled } from '../http/envelope.ts';
import { operationSchema } from '../http/operation-schema.ts';
import type { ApiInstance, FeatureOptions } from '../http/route-types.ts';
import { sharedLimiter } from '../limits/shared-limiter.ts';
import { createContactCaptcha } from './contact-captcha.ts';
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

/**
 * Messages one visitor may send in ten minutes: enough for a person, too few for a spammer. A
 * signed-in visitor is counted by account (many customers of a mobile network share one address),
 * a guest by IP; every instance of the store shares the count.
 */
const messagesPerVisitor = 5;

/**
 * `contact/captcha` hands out a captcha; `contact` takes a message only with its answer, checked and
 * spent here for every client, web and apps alike (docs/decisions/0017).
 */
export async function contactRoutes(
  app: ApiInstance,
  { db, captchaSecret }: FeatureOptions & { captchaSecret: string },
) {
  acceptMultipartText(app);
  const captcha = createContactCaptcha(db, captchaSecret);

  app.get(
    '/contact/captcha',
    {
      schema: {
        tags: ['contact'],
        summary: 'A captcha for the contact form: its picture (SVG data URL) and the token to post back',
        description:
          'Show `image`, then post the typed characters as `captcha` with `token` as `captchaToken` to ' +
          '`POST contact`. A token is good for one try within 15 minutes.',
        ...operationSchema(operations.contactCaptcha, []),
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ captcha: captcha.issue() });
    },
  );

  const limiter = sharedLimiter(db, { name: 'contact', points: messagesPerVisitor, seconds: 10 * 60 });

  app.post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the support team (JSON, form-urlencoded or multipart text fields)',
        consumes: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
        ...operationSchema(operations.contact, [422, 429]),
      },
    },
    async (request) => {
      const { lang, deviceId, userId } = request.ctx;
      const { captcha: typed, captchaToken, website, ...fields } = request.body;
      const message = translate(lang, 'contact.sent');
      // The honeypot: people never see it, so whoever filled it is a bot. Thanked, not stored, not told.
      if (website) return ok({ message }, { message });
      const verdict = await captcha.check(captchaToken, typed);
      if (verdict !== 'ok') {
        const key = verdict === 'mismatch' ? 'captcha.mismatch' : 'captcha.expired';
        throw new ApiError(422, key, {}, [key]);
      }
      const wait = await limiter.take(userId !== null ? `user:${userId}` : `ip:${request.ip}`);
      if (wait > 0) throw throttled(wait);
      await saveContactMessage(db, { ...fields, lang, deviceId });
      return ok({ message }, { message });
    },
  );
}
