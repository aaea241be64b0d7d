export { staffBoardTimerRoutes } from './board-timer-routes.ts';
export { staffBranchDeliveryRoutes } from './branch-delivery-routes.ts';
export { staffBranchZoneRoutes } from './branch-zone-routes.ts';
export { staffCourierRoutes } from './courier-routes.ts';
export { staffPeopleRoutes } from './people-routes.ts';
export { createStaffAccount, StaffAccountError } from './staff-accounts.ts';
export { listedBranchIds, registeredStaffRoutes, signedIn, staffRoutes } from './staff-routes.ts';
export { demoStaffPasswords } from './staff-rules.ts';
export { staffBranchIds } from './staff-sessions.ts';
