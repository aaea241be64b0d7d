export { createAccountLimits } from './account-limits.ts';
export { accountRoutes } from './account-routes.ts';
export { createAccountService } from './account-service.ts';
export { createIdentityProviders } from './identity-providers.ts';
export { createSessionResolver } from './session-tokens.ts';
