import { describe, expect, it } from 'vitest';
import { typedPhones } from './privacy-requests.ts';

describe('the phone numbers typed for a breach', () => {
  it('reads one a line or comma-separated, in any digits and spelling, once each', () => {
    expect(typedPhones('01012345678\n+20 101 234 5678, ٠١١٢٣٤٥٦٧٨٩،01234')).toEqual({
      phones: ['+201012345678', '+201123456789'],
      unreadable: ['01234'],
    });
  });

  it('is empty for nothing typed', () => {
    expect(typedPhones(undefined)).toEqual({ phones: [], unreadable: [] });
    expect(typedPhones(' \n ,')).toEqual({ phones: [], unreadable: [] });
  });
});
