/**
 * Who to contact once an order can no longer be cancelled in the store (docs/product.md#cancelling,
 * #support-and-contact). A module without zod: the order pages show it without the schemas.
 */
export const customerService = { hotline: '15672', email: 'info@nilepharmacy.example' } as const;
