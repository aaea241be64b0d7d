import type { DemoCuttingType } from './types.ts';

/** How the butcher or fishmonger prepares weighted meat, poultry and fish. */
export const cuttingTypes: DemoCuttingType[] = [
  { id: 1, name: { en: 'Whole', ar: 'كاملة' } },
  { id: 2, name: { en: 'Cubes', ar: 'مكعبات' } },
  { id: 3, name: { en: 'Minced', ar: 'مفروم' } },
  { id: 4, name: { en: 'Slices', ar: 'شرائح' } },
  { id: 5, name: { en: 'Fillet', ar: 'فيليه' } },
  { id: 6, name: { en: 'Cleaned', ar: 'منظفة' } },
  { id: 7, name: { en: 'Quarters', ar: 'أرباع' } },
  { id: 8, name: { en: 'Steak', ar: 'ستيك' } },
  { id: 9, name: { en: 'Double minced', ar: 'مفروم مرتين' } },
  { id: 10, name: { en: 'Escalope', ar: 'إسكالوب' } },
  { id: 11, name: { en: 'Bone-in pieces', ar: 'قطع بالعظم' } },
  { id: 12, name: { en: 'Butterflied', ar: 'فراشة' } },
  { id: 13, name: { en: 'Shawarma strips', ar: 'شرائح شاورما' } },
];
