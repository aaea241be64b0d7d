/** How to reach the store: the footer, the contact page and the help cards all show these. */
export const storeEmail = 'info@nilepharmacy.example';
export const storePhone = '15672';

/**
 * The store's contact details shown on the content pages. The social links are settings
 * (FACEBOOK_URL, INSTAGRAM_URL: lib/contact-links.ts).
 */
export const storeContact = {
  hotline: storePhone,
  email: storeEmail,
  /** English addresses: the map search finds them most reliably. */
  offices: {
    nasrCity: '12 Abbas El Akkad St., Nasr City, Cairo',
    newCairo: 'Building 17, South 90th St., Fifth Settlement, New Cairo',
  },
} as const;

export function mapLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
