/** The first-load budgets, checked by `npm run size` (gzip, against the framework floor). */
export interface SizeBudgets {
  /** Every page's first load at most this many times the floor. */
  defaultRatio: number;
  /** Stricter ratios for the pages members land on. */
  routeRatios: Readonly<Record<string, number>>;
  /** Every member page (the pages of the member shell) at most this many bytes, whatever the floor. */
  memberPageBytes: number;
  /** Our own modules in `_app` (the libraries there are measured with the pages). */
  ownAppCodeBytes: number;
}

export const SIZE_BUDGETS: SizeBudgets = {
  defaultRatio: 2,
  routeRatios: { '/login': 1.3, '/dashboard': 1.55 },
  // Next's own red line for a page's first-load JavaScript.
  memberPageBytes: 170_000,
  ownAppCodeBytes: 15_000,
};
