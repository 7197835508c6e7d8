import type { OpsMiningDays, OpsMiningPayment } from '@/contract/ops-mining';
import { opsCall } from './opsCall';
import { opsHttp } from './opsHttp';

export const getMiningDays = () => opsCall(opsHttp.get<OpsMiningDays>('/mining/days'));

export const payMissedMiningDays = () => opsCall(opsHttp.post<OpsMiningPayment>('/mining/pay-missed'));
