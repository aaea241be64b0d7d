/** The privacy feature's public face for other features: the line linking the privacy notice. */
export { type HealthConsentCopy, type NoticeLine, PrivacyNoticeLine } from './privacy-notice-link.tsx';
