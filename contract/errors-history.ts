/** Statements' and bonus explanations' error codes and their English texts (part of ERROR_TEXTS, contract/errors.ts). */
export const HISTORY_ERROR_TEXTS = {
  TIME_ZONE_INVALID: 'Time zone must be a time zone name such as Asia/Ho_Chi_Minh',
  STATEMENT_MONTH_INVALID: 'Month must be a month (YYYY-MM) from 2000-01 to this month',
  BONUS_NOT_FOUND: 'Bonus not found',
} as const;
