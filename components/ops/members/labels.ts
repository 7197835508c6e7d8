import type { TranslationKey } from '@/config/translate';
import type { AdjustmentDirection, AdjustmentStatus, KycStatus, TransactionType } from '@/contract/enums';

export const KYC_LABELS: Record<KycStatus, TranslationKey> = {
  NONE: 'Not submitted',
  PENDING: 'Pending review',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};

export const DIRECTION_LABELS: Record<AdjustmentDirection, TranslationKey> = {
  CREDIT: 'Credit (add)',
  DEBIT: 'Debit (take)',
};

export const ADJUSTMENT_STATUS_LABELS: Record<AdjustmentStatus, TranslationKey> = {
  PENDING: 'Waiting for approval',
  APPLIED: 'Applied',
  REJECTED: 'Rejected',
};

export const LEDGER_TYPE_LABELS: Record<TransactionType, TranslationKey> = {
  DEPOSIT: 'Deposit',
  WITHDRAW: 'Withdrawal',
  SWAP_IN: 'Swap in',
  SWAP_OUT: 'Swap out',
  TRANSFER_IN: 'Transfer in',
  TRANSFER_OUT: 'Transfer out',
  ORDER_PAYMENT: 'Order payment',
  UPGRADE: 'Upgrade',
  BONUS: 'Bonus',
  MINING_REWARD: 'Mining reward',
  FEE: 'Fee',
  ADJUSTMENT: 'Adjustment',
};
