/** Page copy in Arabic, by namespace: one chunk the browser loads for pages in this language. */
export { account } from './account.ts';
export { care } from './care.ts';
export { common } from './common.ts';
export { home } from './home.ts';
export { layout } from './layout.ts';
export { listing } from './listing.ts';
export { notifications } from './notifications.ts';
export { pages } from './pages.ts';
export { privacy } from './privacy.ts';
export { product } from './product.ts';
export { shop } from './shop.ts';
