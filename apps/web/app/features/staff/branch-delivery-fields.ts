import type { Weekday } from '@store/contract';

/** The delivery form's box names for a day's hours: `openingHours.sat.opens` (the contract's paths). */
export const dayField = (day: Weekday, which: 'opens' | 'closes' | 'closed') =>
  `openingHours.${day}.${which}`;
