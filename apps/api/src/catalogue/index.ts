export { alternativesAt } from './alternatives.ts';
export { catalogueRoutes } from './catalogue-routes.ts';
export { type Catalogue, createCatalogue } from './catalogue-service.ts';
export { mediaPath } from './media-paths.ts';
export { productNamesIn, productNamesInEveryLanguage } from './product-names.ts';
export { soldHere } from './product-queries.ts';
export { productDetails } from './staff-products.ts';
export { writeCsv } from './stock-import-file.ts';
export { TtlCache } from './ttl-cache.ts';
