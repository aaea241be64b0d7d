import { describe, expect, it } from 'vitest';
import { namesList } from './names-list.ts';

describe('namesList', () => {
  it('joins names as each language writes a list', () => {
    expect(namesList('en', ['Panadol Extra', 'Brufen 400', 'Milk'])).toBe(
      'Panadol Extra, Brufen 400, and Milk',
    );
    expect(namesList('en', ['A', 'B'])).toBe('A and B');
    expect(namesList('en', ['A'])).toBe('A');
    expect(namesList('ar', ['بنادول', 'بروفين', 'لبن'])).toBe('بنادول وبروفين ولبن');
    expect(namesList('en', ['A', 'B'])).not.toContain('،');
  });
});
