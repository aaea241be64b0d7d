export { medicineClassesOf, setMedicineClass } from './medicine-classes.ts';
export { staffMedicineRoutes } from './medicine-routes.ts';
