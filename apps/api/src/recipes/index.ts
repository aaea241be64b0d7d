export { recipeRoutes } from './recipe-routes.ts';
