import type { ImageShape } from './image-shape.ts';

/**
 * What a loose product's picture shows: a tomato as a tomato, not as an apple. The stored
 * shape says 'produce', 'meat' or 'loaf'; the English name says which. Packaged goods keep their
 * shape (a box, a bottle): apple juice is a carton, not an apple; a syrup is a bottle.
 */
export const pictureKinds = [
  'banana',
  'apple',
  'orange',
  'lemon',
  'mango',
  'strawberry',
  'grapes',
  'guava',
  'watermelon',
  'pomegranate',
  'tomato',
  'onion',
  'potato',
  'cucumber',
  'zucchini',
  'pepper',
  'garlic',
  'carrot',
  'eggplant',
  'okra',
  'greens',
  'lettuce',
  'cheese',
  'steak',
  'mince',
  'poultry',
  'fish',
  'shrimp',
  'squid',
  'flatbread',
  'croissant',
] as const;
export type PictureKind = ImageShape | (typeof pictureKinds)[number];

/** First match wins: 'Red onions' before anything red, 'Minced beef' before beef. */
const byName: Partial<Record<ImageShape, readonly [RegExp, PictureKind][]>> = {
  produce: [
    [/banana/, 'banana'],
    [/apple/, 'apple'],
    [/orange|mandarin|tangerine|clementine/, 'orange'],
    [/lemon|lime/, 'lemon'],
    [/mango/, 'mango'],
    [/strawberr/, 'strawberry'],
    [/grape/, 'grapes'],
    [/guava/, 'guava'],
    [/melon/, 'watermelon'],
    [/pomegranate/, 'pomegranate'],
    [/tomato/, 'tomato'],
    [/onion/, 'onion'],
    [/potato/, 'potato'],
    [/cucumber/, 'cucumber'],
    [/zucchini|courgette/, 'zucchini'],
    [/pepper/, 'pepper'],
    [/garlic/, 'garlic'],
    [/carrot/, 'carrot'],
    [/eggplant|aubergine/, 'eggplant'],
    [/okra/, 'okra'],
    [/lettuce|cabbage/, 'lettuce'],
    [/molokhia|spinach|parsley|coriander|dill|mint|rocket|gargir|herb|leaves|bunch/, 'greens'],
    [/cheese/, 'cheese'],
  ],
  meat: [
    [/minced|mince|kofta/, 'mince'],
    [/chicken|duck|turkey|poultry|koki|pigeon/, 'poultry'],
    [/shrimp|prawn/, 'shrimp'],
    [/calamari|squid/, 'squid'],
    [/fish|tilapia|bolti|mullet|bouri|bass|sardine|salmon|tuna|fillet/, 'fish'],
  ],
  loaf: [
    [/croissant/, 'croissant'],
    [/baladi bread|shami bread|pita|flatbread|feteer/, 'flatbread'],
  ],
};

/** Medicines poured from a bottle: drawn as one even when their template said box. */
const pouredForms = new Set(['syrup', 'suspension', 'oral-liquid', 'oral-drops']);

export function pictureKindOf(
  shape: ImageShape,
  nameEn: string,
  dosageForm: string | null = null,
): PictureKind {
  if (dosageForm !== null && pouredForms.has(dosageForm)) return 'bottle';
  const name = nameEn.toLowerCase();
  const found = byName[shape]?.find(([words]) => words.test(name))?.[1];
  if (found) return found;
  return shape === 'meat' ? 'steak' : shape;
}
