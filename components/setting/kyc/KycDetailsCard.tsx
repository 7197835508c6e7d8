import type { Kyc } from '@/contract/kyc';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useTranslation } from '@/hooks/useTranslation';
import DetailList from '@/components/ui/DetailList';
import SectionCard from '@/components/ui/SectionCard';
import { DOCUMENT_TYPE_TEXT } from '@/components/shared/kycDocumentTypes';

/** The submitted document, read-only (while pending or once approved). */
export default function KycDetailsCard({ kyc }: { kyc: Kyc }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const files = [kyc.files.front && t('Front side'), kyc.files.back && t('Back side'), kyc.files.selfie && t('Selfie')].filter(Boolean);
  return (
    <SectionCard title={t('Submitted document')}>
      <DetailList
        details={[
          { label: t('Document type'), value: kyc.documentType ? t(DOCUMENT_TYPE_TEXT[kyc.documentType]) : '—' },
          { label: t('Document number'), value: kyc.documentNumber || '—' },
          { label: t('Submitted at'), value: formatDateTime(kyc.submittedAt) },
          { label: t('Photos sent'), value: files.length > 0 ? files.join(', ') : '—' },
        ]}
      />
    </SectionCard>
  );
}
