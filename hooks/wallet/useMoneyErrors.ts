import { useCallback } from 'react';
import { formatAmount } from '@/config/format';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useTranslation } from '@/hooks/useTranslation';
import { isApiError } from '@/services/apiError';
import type { MoneyErrorField } from '@/contract/requests/money';
import type { AmountProblem } from './amountRules';

/**
 * The placeholders of the money codes' texts: `%symbol%` the coin, `%value%` the minimum from `errors.amountMinimum`
 * (the raw minimum) formatted with the coin code.
 */
function moneyParams(error: unknown, symbol: string) {
  const minimum = isApiError(error) ? error.errors?.amountMinimum : undefined;
  return { symbol, value: minimum ? formatAmount(minimum, symbol) : undefined };
}

/** The server's errors of a failed money operation, in the current language. */
export function useMoneyErrors() {
  const { t } = useTranslation();
  const { errorMessage, fieldError } = useServerErrors();

  /** A client-side amount problem as text. */
  const amountProblemText = useCallback(
    (problem: AmountProblem) => ('values' in problem ? t(problem.key, problem.values) : t(problem.key)),
    [t],
  );

  const moneyFieldError = useCallback(
    (error: unknown, field: MoneyErrorField, symbol: string) => fieldError(error, field, moneyParams(error, symbol)),
    [fieldError],
  );

  const moneyErrorMessage = useCallback(
    (error: unknown, symbol: string) => errorMessage(error, moneyParams(error, symbol)),
    [errorMessage],
  );

  return { amountProblemText, moneyFieldError, moneyErrorMessage };
}
