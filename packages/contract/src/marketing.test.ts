import { describe, expect, it } from 'vitest';
import { marketingText, optOutPath, staffMarketingBody } from './marketing.ts';

describe('a marketing message as the customer gets it', () => {
  it('is the text in their language, then the opt-out link in that language', () => {
    const link = `https://store.example${optOutPath('ar', 'abc_DEF-1')}`;
    expect(marketingText('ar', ' خصم اليوم \n', link)).toBe(
      'خصم اليوم\n\nلإيقاف هذه الرسائل: https://store.example/ar/unsubscribe/abc_DEF-1',
    );
    expect(marketingText('en', 'Offer', 'https://s/en/unsubscribe/x')).toBe(
      'Offer\n\nTo stop these messages: https://s/en/unsubscribe/x',
    );
  });

  it('needs a subject in both languages for e-mail, and keeps an SMS short', () => {
    const base = { bodyEn: 'a', bodyAr: 'ب' };
    expect(staffMarketingBody.safeParse({ ...base, channel: 'email', subjectEn: 'S' }).success).toBe(false);
    expect(
      staffMarketingBody.safeParse({ ...base, channel: 'email', subjectEn: 'S', subjectAr: 'ع' }).success,
    ).toBe(true);
    expect(staffMarketingBody.safeParse({ ...base, channel: 'sms' }).success).toBe(true);
    expect(staffMarketingBody.safeParse({ ...base, channel: 'sms', bodyEn: 'a'.repeat(321) }).success).toBe(
      false,
    );
    expect(staffMarketingBody.safeParse({ ...base, channel: 'whatsapp' }).success).toBe(false);
  });
});
