/** The staff console (/:lang/staff): its screens; the server functions are imported by path (`*.server.ts`). */
export { AuditScreen } from './audit-screen.tsx';
export { BoardScreen } from './board-screen.tsx';
export { CatalogueProductScreen } from './catalogue-product-screen.tsx';
export { CatalogueScreen } from './catalogue-screen.tsx';
export { CourierCashScreen } from './courier-cash-screen.tsx';
export { CourierScreen } from './courier-screen.tsx';
export { IssueScreen } from './issue-screen.tsx';
export { LoginScreen } from './login-screen.tsx';
export { OrderScreen } from './order-screen.tsx';
export { PrescriptionScreen } from './prescription-screen.tsx';
export { PrescriptionsScreen } from './prescriptions-screen.tsx';
export { PrintScreen, printLinks } from './print-screen.tsx';
export { SlotsScreen } from './slots-screen.tsx';
export { staffCopy, staffTranslator } from './staff-copy.ts';
export { StaffErrorScreen } from './staff-error.tsx';
export { StaffShell } from './staff-shell.tsx';
export { SupportScreen } from './support-screen.tsx';
export { SynonymsScreen } from './synonyms-screen.tsx';
