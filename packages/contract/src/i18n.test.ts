import { describe, expect, it } from 'vitest';
import { registerServerMessages, translate } from './i18n.ts';
import { serverMessages } from './server-messages.ts';

describe('translate', () => {
  it("writes an Arabic message's numbers in Arabic-Indic digits, amounts grouped, through Intl", () => {
    expect(translate('ar', 'cart.maximumCart', { amount: 20_000 })).toBe(
      'يجب أن تكون قيمة السلة أقل من ٢٠٬٠٠٠ ج.م',
    );
    expect(translate('ar', 'cart.minimumOrder', { amount: 100.5 })).toBe('الحد الأدنى للطلب ١٠٠٫٥٠ ج.م');
    expect(translate('ar', 'code.wait', { seconds: 1200 })).toMatch(/ ١٢٠٠ ثانية/);
    // The message's own figures too, and the code of an Arabic SMS.
    const sms = translate('ar', 'code.phoneSms', { code: '482913' });
    expect(sms).toContain('١٠');
    expect(sms).toContain('٤٨٢٩١٣');
    expect(sms).not.toMatch(/[0-9]/);
    expect(translate('en', 'code.phoneSms', { code: '482913' })).toContain('482913');
  });

  it('writes the hotline of an Arabic message in Arabic-Indic digits', () => {
    registerServerMessages(serverMessages);
    const late = translate('ar', 'order.refundFailed', { hotline: '15672' });
    expect(late).toContain('١٥٦٧٢');
    expect(late).not.toMatch(/[0-9]/);
  });

  it('keeps other text parameters as they are: a name, what the customer typed', () => {
    expect(translate('ar', 'cart.outOfStockNamed', { name: 'Panadol 500 mg' })).toBe(
      'غير متوفر: Panadol 500 mg',
    );
  });

  it('groups amounts in English and leaves the English digits', () => {
    expect(translate('en', 'cart.maximumCart', { amount: 20_000 })).toBe(
      'Total cart value should be less than 20,000 EGP',
    );
    expect(translate('en', 'code.wait', { seconds: 1200 })).toBe(
      'Please wait 1200 seconds before asking for a new code',
    );
  });

  it('writes a day out in the language', () => {
    expect(translate('en', 'schedule.dateTooEarly', { date: '2026-12-01' })).toBe(
      'Please choose a delivery day from Tuesday, 1 December 2026',
    );
    expect(translate('ar', 'schedule.dateTooEarly', { date: '2026-12-01' })).toContain(
      'الثلاثاء، ١ ديسمبر ٢٠٢٦',
    );
  });

  it('leaves a placeholder without a value as written', () => {
    expect(translate('ar', 'cart.minimumOrder')).toBe('الحد الأدنى للطلب {amount} ج.م');
  });
});
