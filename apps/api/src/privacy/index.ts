export { currentConsents, hasCurrentConsent, recordConsent } from './consents.ts';
export { applyFileRetention, defineFileRetention } from './file-retention.ts';
export { applyAccountRetention, defineAccountRetention } from './inactive-accounts.ts';
export { privacyNoticeRoutes } from './notice-routes.ts';
export { optOutRoutes } from './opt-out-routes.ts';
export { privacyRoutes } from './privacy-routes.ts';
export { createPrivacyService, type PrivacyService } from './privacy-service.ts';
export { staffMarketingRoutes } from './staff-marketing-routes.ts';
export { staffPrivacyRoutes } from './staff-privacy-routes.ts';
