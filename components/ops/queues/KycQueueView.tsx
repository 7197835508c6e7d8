import { useState } from 'react';
import Button from '@/components/ui/Button';
import Notice from '@/components/ui/Notice';
import PageFrame from '@/components/ui/PageFrame';
import { DOCUMENT_TYPE_TEXT } from '@/components/shared/kycDocumentTypes';
import { useAge } from '@/hooks/ops/useAge';
import { useKycQueue } from '@/hooks/ops/useOpsQueues';
import { useTranslation } from '@/hooks/useTranslation';
import QueueTable from './QueueTable';
import KycReviewPanel from './KycReviewPanel';
import { QueueLayout } from './styles';

/** /ops/kyc: the submissions under review, oldest first; one opens beside the list for its decision. */
export default function KycQueueView() {
  const { t } = useTranslation();
  const age = useAge();
  const queue = useKycQueue();
  const [selected, setSelected] = useState<string | null>(null);
  const [decided, setDecided] = useState<string | null>(null);

  return (
    <PageFrame title="KYC reviews" intro="Compare the documents with the member's details, then approve or reject with a reason.">
      {decided && <Notice $tone="info" role="status">{t('Decided: %username%', { username: decided })}</Notice>}
      <QueueLayout>
        <div>
          <QueueTable
            queue={queue}
            caption={t('Submissions under review')}
            empty="Nothing waits for a review."
            columns={[
              { key: 'member', label: t('Member') },
              { key: 'document', label: t('Document') },
              { key: 'age', label: t('Waiting') },
              { key: 'action', label: t('Action') },
            ]}
            toRow={(item) => ({
              id: item.username,
              member: `${item.username} · ${item.fullName}`,
              document: t(DOCUMENT_TYPE_TEXT[item.documentType]),
              age: age(item.submittedAt),
              action: (
                <Button $variant="neutral" onClick={() => setSelected(item.username)} aria-label={t('Review %username%', { username: item.username })}>
                  {t('Review')}
                </Button>
              ),
            })}
          />
        </div>
        {selected && (
          <KycReviewPanel
            key={selected}
            username={selected}
            onDecided={() => {
              setDecided(selected);
              setSelected(null);
            }}
          />
        )}
      </QueueLayout>
    </PageFrame>
  );
}
