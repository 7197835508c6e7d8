import DetailList from '@/components/ui/DetailList';
import QueryState from '@/components/ui/QueryState';
import { DOCUMENT_TYPE_TEXT } from '@/components/shared/kycDocumentTypes';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useKycReview } from '@/hooks/ops/useOpsQueues';
import { useTranslation } from '@/hooks/useTranslation';
import KycDecisionForm from './KycDecisionForm';
import KycDocumentViewer from './KycDocumentViewer';
import { Panel } from './styles';

/** What the member submitted, next to their profile, the images and the decision. */
export default function KycReviewPanel({ username, onDecided }: { username: string; onDecided: () => void }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const review = useKycReview(username);
  return (
    <Panel aria-labelledby="kyc-review-title">
      <h2 id="kyc-review-title">{t('KYC of %username%', { username })}</h2>
      <QueryState query={review} errorText="The submission could not be loaded.">
        {(data) => (
          <>
            <DetailList
              details={[
                { label: t('Full name'), value: data.fullName },
                { label: t('Document'), value: t(DOCUMENT_TYPE_TEXT[data.documentType]) },
                { label: t('Document number'), value: data.documentNumber },
                { label: t('Date of birth'), value: data.dateOfBirth ?? '—' },
                { label: t('Address'), value: data.address ?? '—' },
                { label: t('Email'), value: data.email },
                { label: t('Phone'), value: data.phone },
                { label: t('Member since'), value: formatDateTime(data.memberSince) },
                { label: t('Submitted'), value: formatDateTime(data.submittedAt) },
              ]}
            />
            <KycDocumentViewer files={data.files} />
            {data.status === 'PENDING' ? <KycDecisionForm key={username} username={username} onDecided={onDecided} /> : <p>{t('Already decided.')}</p>}
          </>
        )}
      </QueryState>
    </Panel>
  );
}
