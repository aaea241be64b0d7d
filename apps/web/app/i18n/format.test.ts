import { describe, expect, it } from 'vitest';
import { formatClock, formatCountdown, formatDateTime, formatDay, formatId, formatTime } from './format.ts';
import { formatAmountChange } from './format-change.ts';
import { localizeCopyDigits } from './i18n.ts';

describe('page formats', () => {
  it('writes Arabic-Indic digits on Arabic pages and Latin digits on English ones', () => {
    expect(formatCountdown(245_000, 'ar')).toBe('٤:٠٥');
    expect(formatCountdown(245_000, 'en')).toBe('4:05');
    expect(formatCountdown(1, 'en')).toBe('0:01');
    // One way to write a time on every page: slots as the other times.
    expect(formatClock('09:00', 'ar')).toBe('٩:٠٠ ص');
    expect(formatClock('14:30', 'en')).toBe('2:30 PM');
    expect(formatTime('2026-11-23T12:30:00Z', 'en')).toBe('2:30 PM');
    expect(formatDateTime('2026-11-23T12:30:00Z', 'en')).toMatch(/, 2:30 PM$/);
    expect(formatId(1234, 'ar')).toBe('١٢٣٤');
    expect(formatId(1234, 'en')).toBe('1234');
    expect(formatDay('2026-12-15', 'en')).toBe('Tuesday, 15 December 2026');
    expect(formatDay('2026-12-15', 'ar')).not.toMatch(/[0-9]/);
    expect(formatTime('2026-11-23T12:05:00Z', 'ar')).not.toMatch(/[0-9]/);
  });

  it("writes an amount's change with its sign, and a stored phone, in the page's digits", () => {
    expect(formatAmountChange(1.5, 'en')).toBe('+1.50');
    expect(formatAmountChange(-2, 'en')).toBe('-2.00');
    expect(formatAmountChange(0, 'en')).toBe('0.00');
    expect(formatAmountChange(1.5, 'ar')).toMatch(/^\+?\u061c?\+?١٫٥٠$/u);
    expect(localizeCopyDigits('ar', '02-22734512')).toBe('٠٢-٢٢٧٣٤٥١٢');
    expect(localizeCopyDigits('en', '02-22734512')).toBe('02-22734512');
  });
});
