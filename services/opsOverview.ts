import type { OpsOverview } from '@/contract/ops-overview';
import { opsCall } from './opsCall';
import { opsHttp } from './opsHttp';

/** The console home's figures and the pending queues. */
export const getOpsOverview = () => opsCall(opsHttp.get<OpsOverview>('/overview'));
