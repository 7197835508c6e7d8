import { useCallback } from 'react';
import type { NumberFormat } from '@/config/format';
import { errorCodeOf, useServerErrors } from '@/hooks/auth/useServerErrors';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';
import { isApiError } from '@/services/apiError';
import type { MoneyOutHoldReason } from '@/contract/withdraw-addresses';
import { useHoldText } from './useHoldText';
import type { FeeRule, MinimumAmountRule } from '@/contract/money-rules/fees';
import { parseAmount } from '@/contract/money-rules/amount';
import type { MoneyErrorField } from '@/contract/requests/money';
import { checkAmount, type AmountProblem } from './amountRules';
import type { MoneyFormRefusal } from '@/hooks/forms/useMoneyFormResolver';

/**
 * The placeholders of the money codes' texts: `%symbol%` the coin, `%value%` the minimum from `errors.amountMinimum`
 * (the raw minimum) formatted with the coin code, `%opensAt%` (an address in its delay) and `%until%` (the hold after
 * a security change) from the answer's raw times, in the member's language and time zone.
 */
function moneyParams(error: unknown, symbol: string, formatDateTime: (value: string | undefined) => string, format: NumberFormat) {
  const values = isApiError(error) ? error.errors : undefined;
  return {
    symbol,
    value: values?.amountMinimum ? format.amount(values.amountMinimum, symbol) : undefined,
    opensAt: values?.opensAt ? formatDateTime(values.opensAt) : undefined,
    until: values?.heldUntil ? formatDateTime(values.heldUntil) : undefined,
  };
}

/** The server's errors of a failed money operation, in the current language. */
export function useMoneyErrors() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const { errorMessage, fieldError } = useServerErrors();
  const formatDateTime = useFormatDateTime();
  const holdText = useHoldText();

  /** A client-side amount problem as text. */
  const amountProblemText = useCallback(
    (problem: AmountProblem) =>
      'minimum' in problem ? t(problem.key, { value: format.amount(problem.minimum, problem.symbol) }) : t(problem.key),
    [t, format],
  );

  /**
   * The amount typed against the operation's minimum and the balance (`balance` undefined: not loaded, left to the
   * server); an amount that does not read is the form schema's to say.
   */
  const amountRefusal = useCallback(
    (typed: string, rule: (FeeRule & MinimumAmountRule) | undefined, symbol: string, balance: string | undefined): MoneyFormRefusal => {
      const parsed = parseAmount(typed);
      if ('error' in parsed) return undefined;
      const problem = checkAmount(parsed.amount, rule, symbol, balance);
      return problem ? { field: 'amount', message: amountProblemText(problem) } : undefined;
    },
    [amountProblemText],
  );

  const moneyFieldError = useCallback(
    (error: unknown, field: MoneyErrorField, symbol: string) => fieldError(error, field, moneyParams(error, symbol, formatDateTime, format)),
    [fieldError, formatDateTime, format],
  );

  const moneyErrorMessage = useCallback(
    (error: unknown, symbol: string) => {
      const values = isApiError(error) ? error.errors : undefined;
      // A hold says what started it (its reason rides beside heldUntil).
      if (errorCodeOf(error) === 'MONEY_OUT_HELD' && values?.heldUntil && values.holdReason) {
        return holdText(values.holdReason as MoneyOutHoldReason | undefined, formatDateTime(values.heldUntil));
      }
      return errorMessage(error, moneyParams(error, symbol, formatDateTime, format));
    },
    [errorMessage, formatDateTime, holdText, format],
  );

  return { amountProblemText, amountRefusal, moneyFieldError, moneyErrorMessage };
}
