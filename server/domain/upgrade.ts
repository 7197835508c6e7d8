import type { PointPaymentSymbol } from '../../contract/enums';
import type { ErrorCode } from '../../contract/errors';
import { Decimal, toDecimalString } from './money';
import { ORDER_ERRORS } from './orders';
import type { ProductRecord } from './products';

export const UPGRADE_ERRORS = {
  choosePackage: 'CHOOSE_PACKAGE',
  notHigher: ORDER_ERRORS.packageNotHigher,
} as const;

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
