import { z } from 'zod';
import { envelope } from './envelope.ts';
import { optionalText, requiredText } from './fields.ts';
import type { ConsentKind } from './privacy.ts';

/**
 * Marketing messages and their one-tap opt-out (docs/decisions/0089), after Egypt's personal data
 * protection law (151/2020): electronic marketing only to those who agreed on that channel, and every
 * message with a simple way to stop them. The store sends SMS and e-mail (its two senders); WhatsApp
 * and push have no sender yet.
 */
export const marketingChannels = ['sms', 'email'] as const;
export type MarketingChannel = (typeof marketingChannels)[number];

/** The consent kind a channel's marketing needs (and its opt-out withdraws). */
export const marketingConsentKind = {
  sms: 'marketing_sms',
  email: 'marketing_email',
} as const satisfies Record<MarketingChannel, ConsentKind>;

/** How long an opt-out link works: long enough for an old message to be read and acted on. */
export const optOutLinkDays = 365;

/** The storefront page an opt-out link opens (GET shows a confirmation, POST withdraws). */
export const optOutPath = (lang: 'en' | 'ar', token: string) => `/${lang}/unsubscribe/${token}`;

const stopLine = { en: 'To stop these messages: {link}', ar: 'لإيقاف هذه الرسائل: {link}' } as const;

/** A marketing message's text as the customer gets it: the body in their language, then the opt-out link. */
export function marketingText(lang: 'en' | 'ar', body: string, link: string): string {
  return `${body.trim()}\n\n${stopLine[lang].replace('{link}', link)}`;
}

export const marketingLimits = { subjectMax: 120, smsMax: 320, emailMax: 4000 } as const;

export const staffMarketingBody = z
  .object({
    channel: z.enum(marketingChannels, { error: 'marketing.channelInvalid' }),
    subjectEn: optionalText(marketingLimits.subjectMax),
    subjectAr: optionalText(marketingLimits.subjectMax),
    bodyEn: requiredText(marketingLimits.emailMax, { multiline: true }),
    bodyAr: requiredText(marketingLimits.emailMax, { multiline: true }),
  })
  .superRefine((body, ctx) => {
    if (body.channel === 'email') {
      if (!body.subjectEn)
        ctx.addIssue({ code: 'custom', path: ['subjectEn'], message: 'marketing.subjectRequired' });
      if (!body.subjectAr)
        ctx.addIssue({ code: 'custom', path: ['subjectAr'], message: 'marketing.subjectRequired' });
    }
    if (body.channel === 'sms')
      for (const field of ['bodyEn', 'bodyAr'] as const)
        if (body[field].length > marketingLimits.smsMax)
          ctx.addIssue({ code: 'custom', path: [field], message: 'marketing.smsTooLong' });
  });
export type StaffMarketingInput = z.input<typeof staffMarketingBody>;

export const staffMarketingMessage = z.object({
  id: z.number().int(),
  channel: z.enum(marketingChannels),
  subjectEn: z.string(),
  subjectAr: z.string(),
  bodyEn: z.string(),
  bodyAr: z.string(),
  recipients: z.number().int(),
  sentBy: z.string(),
  createdAt: z.string(),
});
export type StaffMarketingMessage = z.infer<typeof staffMarketingMessage>;
export const staffMarketingResponse = envelope(
  z.object({
    messages: z.array(staffMarketingMessage),
    /** How many customers a message on each channel would reach now. */
    audience: z.object({ sms: z.number().int(), email: z.number().int() }),
  }),
);
export const staffMarketingSentResponse = envelope(
  z.object({ message: staffMarketingMessage }),
  z.number().int(),
);

// The opt-out link: no sign-in, the token is the authority.
export const optOutParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, { error: 'optOut.notFound' }),
});
export const optOutState = z.object({
  kind: z.enum(['marketing_sms', 'marketing_email']),
  channel: z.enum(marketingChannels),
  /** Already used (the consent withdrawn by this link). */
  used: z.boolean(),
});
export type OptOutState = z.infer<typeof optOutState>;
export const optOutResponse = envelope(z.object({ optOut: optOutState }));
