import type { OperatorChange, OperatorChangeDecision, OperatorView } from '@/contract/operators';
import type { OperatorRole } from '@/contract/enums';
import type { NewOperatorRequest } from '@/contract/requests/operators';
import { opsCall as call } from './opsCall';
import { opsHttp } from './opsHttp';

/** The operators: role, set up or not, disabled or not, API tokens (admins only). */
export const getOperators = () => call(opsHttp.get<OperatorView[]>('/operators'));

/** Asks for a new operator; it waits for a second admin (the answer is the pending request). */
export const requestNewOperator = (request: NewOperatorRequest) => call(opsHttp.post<OperatorChange>('/operators', request));

/** Asks for another role for `username`; it waits for a second admin (the answer is the pending request). */
export const requestRoleChange = (username: string, role: OperatorRole) =>
  call(opsHttp.put<OperatorChange>(`/operators/${encodeURIComponent(username)}/role`, { role }));

/** The requests about operators (a new one, another role) waiting for a second admin, oldest first. */
export const getPendingOperatorChanges = () => call(opsHttp.get<OperatorChange[]>('/operator-changes'));

export const approveOperatorChange = (id: string) => call(opsHttp.post<OperatorChangeDecision>(`/operator-changes/${encodeURIComponent(id)}/approve`));

export const rejectOperatorChange = (id: string, reason: string) =>
  call(opsHttp.post<OperatorChangeDecision>(`/operator-changes/${encodeURIComponent(id)}/reject`, { reason }));
