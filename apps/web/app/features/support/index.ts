/** The support feature's public face: "Support with previous issues" (docs/decisions/0033). */
export { SupportScreen } from './support-screen.tsx';
