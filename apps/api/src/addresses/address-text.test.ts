import { describe, expect, it } from 'vitest';
import type { addresses } from '../db/schema.ts';
import { formatAddress, isGroundFloor } from './address-queries.ts';

type Row = typeof addresses.$inferSelect;
const row = (parts: Partial<Record<'building' | 'floor' | 'apartment', string>>) =>
  ({
    building: '12',
    streetName: 'Abbas El Akkad',
    addressLine: '',
    floor: '3',
    apartment: '5',
    landmark: '',
    area: 'Nasr City',
    city: 'Cairo',
    ...parts,
  }) as unknown as Row;

describe('the address line', () => {
  it('writes the building as the customer typed it, with no Building / مبنى before it', () => {
    expect(formatAddress(row({ building: 'Tower B' }), 'en')).toBe(
      'Tower B, Abbas El Akkad, Floor 3, Apartment 5, Nasr City, Cairo',
    );
    const arabic = formatAddress(row({ building: 'عمارة 12' }), 'ar');
    expect(arabic.startsWith('عمارة 12، ')).toBe(true);
    expect(arabic).not.toContain('مبنى');
  });

  it('says ground floor for what people write for it, in both languages', () => {
    for (const floor of ['0', '٠', 'ground', 'Ground floor', 'G', 'أرضي', 'الأرضي', 'ارضى', 'الدور الأرضي'])
      expect(isGroundFloor(floor), floor).toBe(true);
    for (const floor of ['3', '10', 'الثالث', 'roof', '5B']) expect(isGroundFloor(floor), floor).toBe(false);
    expect(formatAddress(row({ floor: 'أرضي' }), 'ar')).toContain('الدور الأرضي، شقة 5');
    expect(formatAddress(row({ floor: '0' }), 'en')).toContain('Ground floor, Apartment 5');
    expect(formatAddress(row({ floor: 'الثالث' }), 'ar')).toContain('الدور الثالث، شقة 5');
  });
});
