import type { PointPaymentSymbol } from '@/contract/enums';
import type { UpgradeResult } from '@/contract/upgrade';
import type { MoneyConfirmation } from './transaction';
import { http } from './http';

export interface UpgradeRequest extends MoneyConfirmation {
  packageId: string;
  symbol: PointPaymentSymbol;
}

/** Pays the difference to a higher package from the USDT or EV wallet. */
export async function upgradePackage(request: UpgradeRequest): Promise<UpgradeResult> {
  const { data } = await http.post<UpgradeResult>('auth/client/upgrade-package', request);
  return data;
}
