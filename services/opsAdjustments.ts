import type { AdjustmentLimits } from '@/contract/ops-members';
import { opsCall as call } from './opsCall';
import { opsHttp } from './opsHttp';

/** The thresholds and the signed-in operator's sums of the window, for the adjustment form of `username`. */
export const getAdjustmentLimits = (username: string) => call(opsHttp.get<AdjustmentLimits>(`/adjustments/limits/${encodeURIComponent(username)}`));
