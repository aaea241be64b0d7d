export { countSearchMiss } from './report-queries.ts';
export { staffReportRoutes } from './report-routes.ts';
