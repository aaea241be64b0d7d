/** The delivery time the English pages state (spec: the English terms), gathered in ../../policies.ts. */
export const delivery = { from: 30, to: 60 } as const;
