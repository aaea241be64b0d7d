/** The privacy feature's public face for other features: the line linking the privacy notice. */
export { PrivacyNoticeLine } from './privacy-notice-link.tsx';
