import type { KeyPage } from '@/contract/envelope';
import type { LedgerPage } from '@/contract/ledger';
import type { LedgerAdjustment, MemberLockState, MemberSearchPage, OpsMemberDetail, PendingAdjustments } from '@/contract/ops-members';
import type { Order } from '@/contract/orders';
import type { AdjustmentRequest } from '@/contract/requests/ops-members';
import { opsCall as call } from './opsCall';
import { opsHttp } from './opsHttp';

const memberPath = (username: string) => `/members/${encodeURIComponent(username)}`;

export const searchMembers = (q: string, cursor?: string) =>
  call(opsHttp.get<MemberSearchPage>('/members', { params: cursor ? { q, cursor } : { q } }));

export const getOpsMember = (username: string) => call(opsHttp.get<OpsMemberDetail>(memberPath(username)));

export const getOpsMemberLedger = (username: string, cursor?: string) =>
  call(opsHttp.get<LedgerPage>(`${memberPath(username)}/ledger`, { params: cursor ? { cursor, limit: 20 } : { limit: 20 } }));

export const getOpsMemberOrders = (username: string, cursor?: string) =>
  call(opsHttp.get<KeyPage<Order>>(`${memberPath(username)}/orders`, { params: cursor ? { cursor, limit: 10 } : { limit: 10 } }));

export const lockOpsMember = (username: string, reason: string) =>
  call(opsHttp.post<MemberLockState>(`${memberPath(username)}/lock`, { reason }));

export const unlockOpsMember = (username: string, reason: string) =>
  call(opsHttp.post<MemberLockState>(`${memberPath(username)}/unlock`, { reason }));

export const resetOpsMemberTwoFactor = (username: string, reason: string) =>
  call(opsHttp.post<{ username: string; is2FAEnabled: false; sessionsEnded: number }>(`${memberPath(username)}/reset-2fa`, { reason }));

export const requestAdjustment = (username: string, request: AdjustmentRequest) =>
  call(opsHttp.post<LedgerAdjustment>(`${memberPath(username)}/adjustments`, request));

export const getPendingAdjustments = () => call(opsHttp.get<PendingAdjustments>('/adjustments'));

export const approveAdjustment = (id: string) => call(opsHttp.post<LedgerAdjustment>(`/adjustments/${encodeURIComponent(id)}/approve`));

export const rejectAdjustment = (id: string, reason: string) =>
  call(opsHttp.post<LedgerAdjustment>(`/adjustments/${encodeURIComponent(id)}/reject`, { reason }));
