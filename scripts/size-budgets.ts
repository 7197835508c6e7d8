/** The first-load budgets of issue 9, checked by `npm run size` (gzip, against the framework floor). */
export interface SizeBudgets {
  /** Every page's first load at most this many times the floor. */
  defaultRatio: number;
  /** Stricter ratios for the pages members land on. */
  routeRatios: Readonly<Record<string, number>>;
  /** Our own modules in `_app` (the libraries there are measured with the pages). */
  ownAppCodeBytes: number;
}

export const SIZE_BUDGETS: SizeBudgets = {
  defaultRatio: 2,
  routeRatios: { '/login': 1.5, '/dashboard': 1.75 },
  ownAppCodeBytes: 15_000,
};
