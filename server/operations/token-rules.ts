import type { TokenOperation, TokenSymbol } from '../../contract/enums';
import { checkOperationAmount } from '../domain/ledger';
import { ApiError, validationFailed } from '../http/errors';
import { listTokens } from '../db/tokens';
import type { Database } from '../db/types';

/** The token's settings for an operation, read in the transaction (400 when the token is not configured). */
export async function tokenRules(tx: Database, symbol: TokenSymbol, operation: TokenOperation) {
  const tokens = await listTokens(tx);
  const token = tokens.find((candidate) => candidate.code === symbol);
  if (!token) throw new ApiError(400, 'TOKEN_NOT_AVAILABLE', { params: { symbol } });
  return { tokens, settings: token.settings[operation] };
}

/** Minimum and fee with the shared rules; field errors as 400. */
export function amountRules(amount: string, settings: Parameters<typeof checkOperationAmount>[1], symbol: TokenSymbol) {
  const checked = checkOperationAmount(amount, settings, symbol);
  if ('errors' in checked) throw validationFailed(checked.errors, checked.errors.amount, checked);
  return checked;
}