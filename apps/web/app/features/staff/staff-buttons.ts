/**
 * The console's buttons (and links that look like them), written once: at least 44 px high for a
 * finger on a tablet, dimmed while their form is sending. The courier's screen keeps its own larger
 * ones (one hand, in the street).
 */
export const primary =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white disabled:opacity-60';
export const secondary =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-400 bg-white px-4 font-semibold disabled:opacity-60';
