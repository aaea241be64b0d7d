import { describe, expect, it } from 'vitest';
import { strengthText } from './strength-text.ts';

describe('strengthText', () => {
  it('writes a strength in Arabic-Indic digits and Arabic units on Arabic pages', () => {
    expect(strengthText('500 mg', 'ar')).toBe('٥٠٠ مجم');
    expect(strengthText('120 mg/5 ml', 'ar')).toBe('١٢٠ مجم/٥ مل');
    expect(strengthText('200,000 IU', 'ar')).toBe('٢٠٠٬٠٠٠ وحدة دولية');
    expect(strengthText('0.9%', 'ar')).toBe('٠٫٩٪');
    expect(strengthText('400 mcg', 'ar')).toBe('٤٠٠ ميكروجرام');
  });

  it('leaves English strengths as stored', () => {
    expect(strengthText('200,000 IU', 'en')).toBe('200,000 IU');
  });
});
