import { decimalSign } from '@/config/format';
import type { TranslationKey } from '@/config/translate';
import type { Translate } from '@/hooks/context/LanguageContext';
import type { TransactionType } from '@/contract/enums';
import type { LedgerListEntry } from '@/contract/ledger';
import { shortenAddress } from '@/config/walletAddress';

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

/**
 * A row's label: its type, except the credits of a withdrawal's types, which are its refund (a cancelled or rejected
 * withdrawal gives amount and fee back under the withdrawal's reference).
 */
export function entryLabel(t: Translate, entry: Pick<LedgerListEntry, 'type' | 'amount'>): string {
  if (decimalSign(entry.amount) > 0) {
    if (entry.type === 'WITHDRAW') return t('Withdrawal refund');
    if (entry.type === 'FEE') return t('Fee refund');
  }
  return ledgerTypeLabel(t, entry.type);
}

/**
 * What a row concerns: "To alice" / "From alice" (a transfer and its fee), "Order FH…", the withdrawal's address
 * ("Binance · 0x5290…9EE7") and, with `withReference`, its reference; null when the server names nothing.
 */
export function counterpartText(t: Translate, entry: Pick<LedgerListEntry, 'type' | 'counterpart'>, withReference = false): string | null {
  const counterpart = entry.counterpart;
  if (!counterpart) return null;
  if (counterpart.kind === 'MEMBER') {
    return entry.type === 'TRANSFER_IN' ? t('From %username%', { username: counterpart.username }) : t('To %username%', { username: counterpart.username });
  }
  if (counterpart.kind === 'ORDER') return t('Order %code%', { code: counterpart.code });
  const address = shortenAddress(counterpart.address);
  const parts = [counterpart.addressLabel, address, withReference ? counterpart.reference : null].filter(Boolean);
  return parts.join(' · ');
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
