/** How to reach the store: the footer, the contact page and the help cards all show these. */
export const storeEmail = 'info@nilepharmacy.example';
export const storePhone = '15672';
export const facebookUrl = 'https://www.facebook.com/';
export const instagramUrl = 'https://www.instagram.com/';

/** The store's contact details shown on the content pages: e-mail and social links as in the footer. */
export const storeContact = {
  hotline: storePhone,
  email: storeEmail,
  facebook: facebookUrl,
  instagram: instagramUrl,
  /** English addresses: the map search finds them most reliably. */
  offices: {
    nasrCity: '12 Abbas El Akkad St., Nasr City, Cairo',
    newCairo: 'Building 17, South 90th St., Fifth Settlement, New Cairo',
  },
} as const;

export function mapLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
