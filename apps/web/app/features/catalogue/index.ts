/** The catalogue feature's public face for other features: a product's own buttons. */
export { AddToCartButton, AlternativesButton, FavouriteButton } from './product-actions.tsx';
