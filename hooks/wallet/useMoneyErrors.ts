import { useCallback } from 'react';
import { formatAmount } from '@/config/format';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useTranslation } from '@/hooks/useTranslation';
import { isApiError } from '@/services/apiError';
import type { MoneyErrorField } from '@/services/transaction';
import type { AmountProblem } from './amountRules';

const MINIMUM_PREFIX = 'Minimum amount is';

/** The server's texts of a failed money operation, in the current language. */
export function useMoneyErrors() {
  const { t } = useTranslation();
  const { errorMessage, fieldError } = useServerErrors();

  /** A client-side amount problem as text. */
  const amountProblemText = useCallback(
    (problem: AmountProblem) => ('values' in problem ? t(problem.key, problem.values) : t(problem.key)),
    [t],
  );

  /**
   * The server's error for `field`. 'Minimum amount is …' is rebuilt from `errors.amountMinimum`
   * (the raw minimum) so it reads as ours: the minimum formatted with the coin code, translated.
   */
  const moneyFieldError = useCallback(
    (error: unknown, field: MoneyErrorField, symbol: string) => {
      const text = fieldError(error, field);
      const minimum = isApiError(error) ? error.errors?.amountMinimum : undefined;
      if (field === 'amount' && text?.startsWith(MINIMUM_PREFIX) && minimum) {
        return t('Minimum amount is %value%', { value: formatAmount(minimum, symbol) });
      }
      return text;
    },
    [fieldError, t],
  );

  /** The toast text: the server message, or the amount's rebuilt minimum text. */
  const moneyErrorMessage = useCallback(
    (error: unknown, symbol: string) => {
      if (isApiError(error) && error.message.startsWith(MINIMUM_PREFIX)) {
        return moneyFieldError(error, 'amount', symbol) ?? errorMessage(error);
      }
      return errorMessage(error);
    },
    [errorMessage, moneyFieldError],
  );

  return { amountProblemText, moneyFieldError, moneyErrorMessage };
}
