/** Where each picture is served (see media/media-routes.ts). */
export const mediaPath = {
  /** The product's main uploaded picture as cards show it, else its drawn one. */
  product: (id: number, pictureId: number | null = null) =>
    pictureId === null ? `/api/media/products/p-${id}.svg` : mediaPath.picture(pictureId, 400),
  /** An uploaded picture's WebP copy (`productPictureLimits.sizes`); its id names it, so it never changes. */
  picture: (pictureId: number, size: number) => `/api/media/pictures/${pictureId}-${size}.webp`,
  category: (id: number) => `/api/media/categories/c-${id}.svg`,
  brand: (id: number) => `/api/media/brands/b-${id}.svg`,
  banner: (id: number, lang: string) => `/api/media/banners/${id}-${lang}.svg`,
  /** A home slide's uploaded picture (its 1200 px WebP copy); the slide's version changes with it. */
  slide: (id: number, version: number) => `/api/media/slides/${id}-${version}.webp`,
  recipe: (id: number) => `/api/media/recipes/r-${id}.svg`,
};
