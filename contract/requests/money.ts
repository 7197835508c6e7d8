import * as z from 'zod/mini';

import { TOKEN_SYMBOLS } from '../enums';
import { amountSchema } from '../money-rules/amount';
import { isSwapPair } from '../money-rules/swap-pairs';
import type { AuthenticationResponseJSON } from '../second-factors';
import { secureConfirmationFields } from './confirmation';

const text = z.string({ error: 'MUST_BE_TEXT' }).check(z.trim(), z.maxLength(200, 'TOO_LONG'));

/**
 * Confirmation every money operation carries: the secure password, and when 2FA is on the TOTP code or, in its
 * place, a passkey's signature of a challenge issued for money operations (auth/client/passkeys/confirmation).
 * The amount is a decimal text (a dot or a comma) read by the one amount parser (contract/money-rules/amount: at most
 * 18 decimals, at most 1e15); the minimum and the fee are the token's settings, checked by the server.
 */
const confirmationFields = {
  amount: amountSchema,
  ...secureConfirmationFields,
};

/** One of the swap pairs (contract/money-rules/swap-pairs); the amount is in the FROM token, the fee on top. */
export const swapSchema = z
  .object({
    ...confirmationFields,
    fromSymbol: z.enum(TOKEN_SYMBOLS, { error: 'SYMBOL_CHOICE' }),
    toSymbol: z.enum(TOKEN_SYMBOLS, { error: 'SYMBOL_CHOICE' }),
  })
  .check(z.refine((swap) => isSwapPair(swap.fromSymbol, swap.toSymbol), { message: 'SWAP_PAIR_UNAVAILABLE', path: ['toSymbol'] }));

/** EV only (contract/money-rules/fees OPERATION_SYMBOLS). */
export const transferSchema = z.object({ ...confirmationFields, toUsername: text.check(z.minLength(1, 'RECEIVER_REQUIRED')) });

/** USDT only (OPERATION_SYMBOLS), to an entry of the member's address book (its id) that has passed its delay; PENDING until approved. */
export const withdrawSchema = z.object({
  ...confirmationFields,
  addressId: z.string({ error: 'WITHDRAW_ADDRESS_REQUIRED' }).check(z.trim(), z.minLength(1, 'WITHDRAW_ADDRESS_REQUIRED'), z.maxLength(100, 'WITHDRAW_ADDRESS_NOT_FOUND')),
});

/** What the client sends: the amount as a decimal string. */
type RequestOf<Schema extends z.ZodMiniType> = Omit<z.input<Schema>, 'amount' | 'code' | 'passkey'> & {
  amount: string;
  code?: string;
  passkey?: AuthenticationResponseJSON;
};
export type MoneyConfirmation = Pick<RequestOf<typeof swapSchema>, 'securePassword' | 'code' | 'passkey'>;
export type SwapRequest = RequestOf<typeof swapSchema>;
export type TransferRequest = RequestOf<typeof transferSchema>;
export type WithdrawRequest = RequestOf<typeof withdrawSchema>;

/** The field names a money operation's 400 answer may carry in `errors`. */
export type MoneyErrorField = 'amount' | 'securePassword' | 'code' | 'passkey' | 'toUsername' | 'addressId' | 'toSymbol';
