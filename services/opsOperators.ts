import type { OperatorChange, OperatorChangeDecision } from '@/contract/operators';
import { opsCall as call } from './opsCall';
import { opsHttp } from './opsHttp';

/** The requests about operators (a new one, another role) waiting for a second admin, oldest first. */
export const getPendingOperatorChanges = () => call(opsHttp.get<OperatorChange[]>('/operator-changes'));

export const approveOperatorChange = (id: string) => call(opsHttp.post<OperatorChangeDecision>(`/operator-changes/${encodeURIComponent(id)}/approve`));

export const rejectOperatorChange = (id: string, reason: string) =>
  call(opsHttp.post<OperatorChangeDecision>(`/operator-changes/${encodeURIComponent(id)}/reject`, { reason }));
