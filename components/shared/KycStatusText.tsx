import type { KycStatus } from '@/contract/enums';
import type { TranslationKey } from '@/config/translate';
import { useTranslation } from '@/hooks/useTranslation';

const KYC_STATUS_TEXT: Record<KycStatus, TranslationKey> = {
  NONE: 'Not submitted',
  PENDING: 'Waiting for review',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};

export default function KycStatusText({ status }: { status: KycStatus | undefined }) {
  const { t } = useTranslation();
  return <>{t(KYC_STATUS_TEXT[status ?? 'NONE'])}</>;
}
