export { homeSlides } from './carousel.ts';
export { contentRoutes } from './content-routes.ts';
export { homeDealIds, homePickVersion } from './home-picks.ts';
export { staffContentRoutes } from './staff-content-routes.ts';
