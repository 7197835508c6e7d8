import type { UpgradeResult } from '@/contract/upgrade';
import type { UpgradeRequest } from '@/contract/requests/upgrade';
import { http } from './http';

/** Pays the difference to a higher package from the USDT or EV wallet. */
export async function upgradePackage(request: UpgradeRequest): Promise<UpgradeResult> {
  const { data } = await http.post<UpgradeResult>('auth/client/upgrade-package', request);
  return data;
}
