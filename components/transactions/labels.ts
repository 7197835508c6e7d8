import { decimalSign } from '@/config/format';
import type { TranslationKey } from '@/config/translate';
import type { Translate } from '@/hooks/context/LanguageContext';
import type { TransactionType } from '@/contract/enums';

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
  ORDER_REFUND: 'Order refund',
};

const STATUS_LABELS: Record<string, TranslationKey> = {
  COMPLETED: 'Completed',
  PENDING: 'Pending',
  FAILED: 'Failed',
  CANCELLED: 'Cancelled',
  CANCELED: 'Cancelled',
  REJECTED: 'Rejected',
};

/** A ledger type in the current language; an unknown one as the server sent it. */
export function ledgerTypeLabel(t: Translate, type: string): string {
  const key = (LEDGER_TYPE_LABELS as Record<string, TranslationKey | undefined>)[type];
  return key ? t(key) : type;
}

export function statusLabel(t: Translate, status: string): string {
  const key = STATUS_LABELS[status];
  return key ? t(key) : status;
}

export function amountTone(value: string): 'credit' | 'debit' | 'none' {
  const sign = decimalSign(value);
  if (sign > 0) return 'credit';
  return sign < 0 ? 'debit' : 'none';
}
