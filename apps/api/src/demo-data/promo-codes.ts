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
