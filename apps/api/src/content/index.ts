export { homeSlides } from './carousel.ts';
export { cleanPage } from './content-pages.ts';
export { contentRoutes } from './content-routes.ts';
export { homeDealIds, homePickVersion } from './home-picks.ts';
export { staffContentRoutes } from './staff-content-routes.ts';
