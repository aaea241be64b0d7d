export { favoriteRoutes } from './favorite-routes.ts';
