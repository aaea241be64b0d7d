export { type BannerImageInput, renderBannerImage } from './render-banner-image.ts';
export { type BrandImageInput, renderBrandImage } from './render-brand-image.ts';
export { type CategoryImageInput, renderCategoryImage } from './render-category-image.ts';
export { PRODUCT_SHAPES, type ProductImageInput, renderProductImage } from './render-product-image.ts';
export { type RecipeImageInput, renderRecipeImage } from './render-recipe-image.ts';
export { escapeXml } from './svg-utils.ts';
