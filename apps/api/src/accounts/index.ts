export { type AccountLimits, createAccountLimits, loginDelaySeconds } from './account-limits.ts';
export { accountRoutes } from './account-routes.ts';
export { type AccountService, createAccountService } from './account-service.ts';
export { createIdentityProviders } from './identity-providers.ts';
export { codeRules } from './one-time-codes.ts';
export { hashPassword, verifyPassword } from './password-hash.ts';
export { createSessionResolver, newToken, tokenHash } from './session-tokens.ts';
