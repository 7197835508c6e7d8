import type { Kyc } from '@/contract/kyc';
import type { WithdrawalChange } from '@/contract/ledger';
import type {
  BankOrderQueueItem,
  KycQueueItem,
  KycReview,
  OpsQueueCounts,
  OpsQueuePage,
  WithdrawalQueueItem,
  WithdrawalReview,
} from '@/contract/ops-queues';
import type { Order } from '@/contract/orders';
import type { KycReviewFields, OrderCancellationFields, WithdrawalReviewFields } from '@/contract/requests/ops-queues';
import { opsHttp } from './opsHttp';
import { opsCall } from './opsCall';

const page = (cursor: string | undefined) => ({ params: cursor ? { cursor } : {} });
const segment = encodeURIComponent;

/** The console's queues: KYC (support), withdrawals and bank orders (finance), and their decisions. */
export const opsQueuesService = {
  counts: () => opsCall(opsHttp.get<OpsQueueCounts>('queues/counts')),

  kycQueue: (cursor?: string) => opsCall(opsHttp.get<OpsQueuePage<KycQueueItem>>('queues/kyc', page(cursor))),
  kycReview: (username: string) => opsCall(opsHttp.get<KycReview>(`queues/kyc/${segment(username)}`)),
  decideKyc: (username: string, review: KycReviewFields) => opsCall(opsHttp.post<Kyc>(`kyc/${segment(username)}`, review)),

  withdrawalQueue: (cursor?: string) => opsCall(opsHttp.get<OpsQueuePage<WithdrawalQueueItem>>('queues/withdrawals', page(cursor))),
  withdrawalReview: (id: string) => opsCall(opsHttp.get<WithdrawalReview>(`queues/withdrawals/${segment(id)}`)),
  decideWithdrawal: (id: string, review: WithdrawalReviewFields) => opsCall(opsHttp.post<WithdrawalChange>(`withdraw/${segment(id)}`, review)),

  bankOrderQueue: (cursor?: string) => opsCall(opsHttp.get<OpsQueuePage<BankOrderQueueItem>>('queues/bank-orders', page(cursor))),
  confirmOrder: (code: string) => opsCall(opsHttp.post<Order>(`order/${segment(code)}/confirm`)),
  cancelOrder: (code: string, request: OrderCancellationFields) =>
    opsCall(opsHttp.post<{ code: string; status: string }>(`queues/bank-orders/${segment(code)}/cancel`, request)),
};
