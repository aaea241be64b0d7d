/** How a product's generated picture looks (drawn by `render-product-image.ts`). */
export type ImageShape =
  | 'box'
  | 'bottle'
  | 'tube'
  | 'jar'
  | 'blister'
  | 'can'
  | 'bag'
  | 'carton'
  | 'device'
  | 'produce'
  | 'meat'
  | 'loaf'
  | 'pack';
