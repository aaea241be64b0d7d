import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/language-redirect.tsx'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route(':lang', 'routes/store-layout.tsx', [
    index('routes/home.tsx'),
    route('deals', 'routes/deals.tsx'),
    route('offers', 'routes/offers.tsx'),
    route('category/:level/:id/:name?', 'routes/category.tsx'),
    route('brand/:id/:name?', 'routes/brand.tsx'),
    route('search', 'routes/search-submit.ts'),
    route('search/:name', 'routes/search.tsx'),
    route('product/:id/:price?/:image?/:name?', 'routes/product.tsx'),
    route('recipes', 'routes/recipes.tsx'),
    route('recipes/:id', 'routes/recipe.tsx', { id: 'recipe-by-id' }),
    route('recipe/:id/:name?', 'routes/recipe.tsx'),
    route('about', 'routes/about.tsx'),
    route('contact-us', 'routes/contact-us.tsx'),
    route('FAQs', 'routes/faqs.tsx'),
    route('terms-and-conditions', 'routes/terms.tsx'),
    route('coming-soon', 'routes/coming-soon.tsx'),
    route('login', 'routes/login.tsx'),
    // Resource routes (data for widgets, no page of their own).
    route('branch-picker', 'routes/branch-picker.ts'),
    route('product/:id/alternatives', 'routes/product-alternatives.ts'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
