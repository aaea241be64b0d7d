export { staffDispensingRoutes } from './dispensing-routes.ts';
export { medicineClassesOf, setMedicineClass } from './medicine-classes.ts';
export { staffMedicineRoutes } from './medicine-routes.ts';
