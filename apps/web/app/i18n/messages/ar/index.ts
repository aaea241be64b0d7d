/** Page copy in Arabic, by namespace: one chunk the browser loads for pages in this language. */
export { common } from './common.ts';
export { home } from './home.ts';
export { layout } from './layout.ts';
export { listing } from './listing.ts';
export { pages } from './pages.ts';
export { product } from './product.ts';
