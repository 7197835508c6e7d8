import { z } from 'zod';

import { POINT_PAYMENT_SYMBOLS, type PointPaymentSymbol } from '../../contract/enums';
import type { ErrorCode } from '../../contract/errors';
import { Decimal, toDecimalString } from './money';
import { ORDER_ERRORS } from './orders';
import type { ProductRecord } from './products';

export const UPGRADE_ERRORS = {
  choosePackage: 'CHOOSE_PACKAGE',
  notHigher: ORDER_ERRORS.packageNotHigher,
} as const;

export const upgradeSchema = z.object({
  packageId: z
    .string({ error: UPGRADE_ERRORS.choosePackage })
    .trim()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, UPGRADE_ERRORS.choosePackage)
    .transform((value) => value.toLowerCase()),
  symbol: z.enum(POINT_PAYMENT_SYMBOLS, { error: ORDER_ERRORS.symbol }),
  securePassword: z.string({ error: ORDER_ERRORS.securePassword }).min(1, ORDER_ERRORS.securePassword).max(200, 'TOO_LONG'),
  code: z.string({ error: ORDER_ERRORS.code }).optional().nullable(),
});

/**
 * What moving from `current` to `target` costs: the difference of the prices (USDT) or of the point prices (EV);
 * the full price without a current package. The target must be a PACKAGE priced above the current one (else the
 * `packageId` error).
 */
export function upgradeCost(
  target: ProductRecord,
  current: Pick<ProductRecord, 'price' | 'pointPrice'> | null,
  symbol: PointPaymentSymbol,
): { amount: string } | { error: ErrorCode } {
  if (target.kind !== 'PACKAGE') return { error: UPGRADE_ERRORS.choosePackage };
  if (current && !new Decimal(target.price).isGreaterThan(current.price)) return { error: UPGRADE_ERRORS.notHigher };
  const pick = (product: Pick<ProductRecord, 'price' | 'pointPrice'>) => (symbol === 'EV' ? product.pointPrice : product.price);
  const amount = new Decimal(pick(target)).minus(current ? pick(current) : 0);
  if (!amount.isGreaterThan(0)) return { error: UPGRADE_ERRORS.notHigher };
  return { amount: toDecimalString(amount) };
}
