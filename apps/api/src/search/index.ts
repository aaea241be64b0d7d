export { createProductSearch, keywordKey, type ProductSearch, type SearchLog } from './search-service.ts';
export { tokenize } from './search-text.ts';
