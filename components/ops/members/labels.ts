import type { TranslationKey } from '@/config/translate';
import type { AdjustmentDirection, AdjustmentStatus, KycStatus } from '@/contract/enums';

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

/** A ledger row's kind, as members read it in their history. */
export { LEDGER_TYPE_LABELS } from '@/components/shared/ledgerLabels';
