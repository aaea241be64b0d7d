export { staffSupportRoutes, supportRoutes } from './support-routes.ts';
