export { customerOf } from './prescription-queries.ts';
export { prescriptionRoutes, uploadContentTypes } from './prescription-routes.ts';
export { staffPrescriptionRoutes } from './staff-prescription-routes.ts';
