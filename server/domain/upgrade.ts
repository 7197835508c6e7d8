import { z } from 'zod';

import { POINT_PAYMENT_SYMBOLS, type PointPaymentSymbol } from '../../contract/enums';
import { Decimal, toDecimalString } from './money';
import { ORDER_MESSAGES } from './orders';
import type { ProductRecord } from './products';

export const UPGRADE_MESSAGES = {
  choosePackage: 'Choose a package',
  notHigher: ORDER_MESSAGES.packageNotHigher,
} as const;

export const upgradeSchema = z.object({
  packageId: z
    .string({ error: UPGRADE_MESSAGES.choosePackage })
    .trim()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, UPGRADE_MESSAGES.choosePackage)
    .transform((value) => value.toLowerCase()),
  symbol: z.enum(POINT_PAYMENT_SYMBOLS, { error: ORDER_MESSAGES.symbol }),
  securePassword: z.string({ error: ORDER_MESSAGES.securePassword }).min(1, ORDER_MESSAGES.securePassword).max(200, 'Too long'),
  code: z.string({ error: ORDER_MESSAGES.code }).optional().nullable(),
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
): { amount: string } | { error: string } {
  if (target.kind !== 'PACKAGE') return { error: UPGRADE_MESSAGES.choosePackage };
  if (current && !new Decimal(target.price).isGreaterThan(current.price)) return { error: UPGRADE_MESSAGES.notHigher };
  const pick = (product: Pick<ProductRecord, 'price' | 'pointPrice'>) => (symbol === 'EV' ? product.pointPrice : product.price);
  const amount = new Decimal(pick(target)).minus(current ? pick(current) : 0);
  if (!amount.isGreaterThan(0)) return { error: UPGRADE_MESSAGES.notHigher };
  return { amount: toDecimalString(amount) };
}
