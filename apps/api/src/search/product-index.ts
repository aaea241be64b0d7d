import type { SearchDocument } from './search-documents.ts';
import { type IndexedDocument, SearchIndex } from './search-index.ts';

/**
 * Field weights of product search: a word found in a product's name counts most, then its brand,
 * active ingredients, uses, category names and, least, its description (docs/decisions/0035).
 */
export const productFieldWeights = {
  names: 10,
  brands: 8,
  ingredients: 7,
  uses: 6,
  categories: 4,
  descriptions: 1.5,
} as const;

export function productDocument(doc: SearchDocument): IndexedDocument {
  return {
    id: doc.id,
    popularity: doc.popularity,
    fields: {
      names: doc.names,
      brands: doc.brands,
      ingredients: doc.ingredients,
      uses: doc.uses,
      categories: doc.categories,
      descriptions: doc.descriptions,
    },
  };
}

export function buildProductIndex(
  documents: readonly SearchDocument[],
  synonyms: readonly (readonly string[])[],
): SearchIndex {
  return new SearchIndex(documents.map(productDocument), productFieldWeights, synonyms, 'names');
}
