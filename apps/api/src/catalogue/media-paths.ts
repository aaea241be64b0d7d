/** Where each generated picture is served (see media/media-routes.ts). */
export const mediaPath = {
  product: (id: number) => `/api/media/products/p-${id}.svg`,
  category: (id: number) => `/api/media/categories/c-${id}.svg`,
  brand: (id: number) => `/api/media/brands/b-${id}.svg`,
  banner: (id: number, lang: string) => `/api/media/banners/${id}-${lang}.svg`,
  recipe: (id: number) => `/api/media/recipes/r-${id}.svg`,
};
