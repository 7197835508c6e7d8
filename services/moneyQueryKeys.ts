/**
 * Query keys a money operation invalidates. A module of their own: a page that only reads the balances (the
 * dashboard) does not load the history calls with them.
 */
export const WALLETS_QUERY_KEY = ['wallets'] as const;
export const TRANSACTIONS_QUERY_KEY = ['transactions'] as const;
export const WITHDRAWALS_QUERY_KEY = ['withdrawals'] as const;
export const MONEY_OUT_QUERY_KEY = ['money-out'] as const;
