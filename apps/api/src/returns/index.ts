export { returnRoutes, staffReturnRoutes } from './return-routes.ts';
