/** The delivery time the Arabic pages state (spec: the Arabic terms and help), gathered in ../../policies.ts. */
export const delivery = { from: 60, to: 90 } as const;
