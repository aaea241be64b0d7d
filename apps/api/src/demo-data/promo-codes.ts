/** Demo promo codes. WELCOME10 is the one the issue names; the others show each rule. Money in piasters. */
export const promoCodes = [
  {
    code: 'WELCOME10',
    kind: 'percent',
    value: 10,
    minimumOrder: 0,
    maxUsesPerUser: 1,
    maxUses: null,
    expiresAt: null,
  },
  {
    code: 'SAVE50',
    kind: 'fixed',
    value: 5000,
    minimumOrder: 50_000,
    maxUsesPerUser: null,
    maxUses: 1000,
    expiresAt: null,
  },
  {
    code: 'RAMADAN2025',
    kind: 'percent',
    value: 15,
    minimumOrder: 0,
    maxUsesPerUser: null,
    maxUses: null,
    expiresAt: new Date('2025-03-30T00:00:00Z'),
  },
];

/** The codes' names customers read, by code (docs/decisions/0076). */
export const promoCodeNames: Record<string, { en: string; ar: string }> = {
  WELCOME10: { en: 'Welcome: 10% off your order', ar: 'أهلًا بك: خصم ١٠٪ على طلبك' },
  SAVE50: { en: '50 EGP off orders from 500 EGP', ar: 'خصم ٥٠ ج.م على الطلبات من ٥٠٠ ج.م' },
  RAMADAN2025: { en: 'Ramadan 2025: 15% off', ar: 'رمضان ٢٠٢٥: خصم ١٥٪' },
};

/**
 * Automatic promotions of the demo store (docs/decisions/0076): loaded by the server's demo seed
 * only, not into the tests' database (they would change every test's totals). Category 27 is
 * Fruit & vegetables.
 */
export const automaticPromotions = [
  {
    row: { kind: 'percent', value: 10, combinable: true },
    names: { en: '10% off fruit & vegetables', ar: 'خصم ١٠٪ على الخضروات والفاكهة' },
    categoryIds: [27],
  },
  {
    row: { kind: 'freeDelivery', value: 0, minimumOrder: 40_000, combinable: true },
    names: { en: 'Free delivery from 400 EGP', ar: 'توصيل مجاني للطلبات من ٤٠٠ ج.م' },
    categoryIds: [],
  },
];
