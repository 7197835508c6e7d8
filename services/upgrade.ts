import type { PointPaymentSymbol } from '@/config/orders';
import type { Product } from './product';
import type { MoneyConfirmation, Transaction } from './transaction';
import { http } from './http';

export interface UpgradeRequest extends MoneyConfirmation {
  packageId: string;
  symbol: PointPaymentSymbol;
}

export interface UpgradeResult {
  package: Product;
  symbol: PointPaymentSymbol;
  /** What was debited. */
  amount: string;
  entries: Transaction[];
}

/** Pays the difference to a higher package from the USDT or EV wallet. */
export async function upgradePackage(request: UpgradeRequest): Promise<UpgradeResult> {
  const { data } = await http.post<UpgradeResult>('auth/client/upgrade-package', request);
  return data;
}
