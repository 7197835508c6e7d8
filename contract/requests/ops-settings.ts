import * as z from 'zod/mini';

import { TOKEN_OPERATIONS } from '../enums';
import type { TokenOperation } from '../enums';

/** A non-negative decimal in token units or USDT: up to 20 digits and 18 decimals (the database's numeric(38, 18)). */
const DECIMAL = /^\d{1,20}(\.\d{1,18})?$/;

const decimal = z.string({ error: 'TOKEN_DECIMAL_RULE' }).check(z.trim(), z.regex(DECIMAL, 'TOKEN_DECIMAL_RULE'));
const positiveDecimal = decimal.check(z.refine((value) => Number(value) > 0, 'TOKEN_PRICE_POSITIVE'));

const operationSchema = z
  .object({
    isFeePercent: z.boolean({ error: 'TOKEN_FEE_KIND_RULE' }),
    fee: decimal,
    minFee: decimal,
    minimumAmount: decimal,
  })
  .check(
    z.refine((operation) => !operation.isFeePercent || Number(operation.fee) <= 100, { message: 'TOKEN_FEE_PERCENT_RULE', path: ['fee'] }),
  );

/** A token's prices and each operation's fee rule and minimum, as the console saves them (ops/settings/tokens/:code). */
export const tokenSettingsSchema = z
  .object({
    price: positiveDecimal,
    buyPrice: positiveDecimal,
    settings: z.object(
      Object.fromEntries(TOKEN_OPERATIONS.map((operation) => [operation, operationSchema])) as Record<TokenOperation, typeof operationSchema>,
    ),
  })
  // The platform never buys a token back for more than it sells it.
  .check(z.refine((token) => Number(token.buyPrice) <= Number(token.price), { message: 'TOKEN_BUY_PRICE_ABOVE_PRICE', path: ['buyPrice'] }));
export type TokenSettingsRequest = z.infer<typeof tokenSettingsSchema>;
