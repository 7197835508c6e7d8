import styled from 'styled-components';
import type { KycStatus } from '@/contract/enums';
import type { Kyc } from '@/contract/kyc';
import KycStatusText from '@/components/shared/KycStatusText';
import type { TranslationKey } from '@/config/translate';
import { useTranslation } from '@/hooks/useTranslation';
import Note from '@/components/ui/Note';
import SectionCard from '@/components/ui/SectionCard';

const TONE: Record<KycStatus, 'subtle' | 'primary' | 'success' | 'failure'> = {
  NONE: 'subtle',
  PENDING: 'primary',
  APPROVED: 'success',
  REJECTED: 'failure',
};

const EXPLANATION: Record<KycStatus, TranslationKey> = {
  NONE: 'Send a photo of your identity document and a selfie to verify your identity.',
  PENDING: 'Your documents are being reviewed. You will see the result here.',
  APPROVED: 'Your identity is verified.',
  REJECTED: 'Your documents were not accepted. Correct them and send them again.',
};

const Badge = styled.p<{ $tone: (typeof TONE)[KycStatus] }>`
  display: inline-block;
  margin: 0 0 10px;
  padding: 6px 14px;
  border: 2px solid ${({ theme, $tone }) => ($tone === 'subtle' ? theme.colors.border : theme.colors[$tone])};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 20px;
  font-weight: 700;
`;

const Reason = styled.p`
  margin: 10px 0 0;
  padding: 10px 12px;
  border-left: 4px solid ${({ theme }) => theme.colors.failure};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.background};
  overflow-wrap: anywhere;
`;

/** The verification state, prominently, with the reason of a rejection. */
export default function KycStatusCard({ kyc }: { kyc: Kyc }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('Verification status')}>
      <Badge $tone={TONE[kyc.status]}>
        <KycStatusText status={kyc.status} />
      </Badge>
      <Note>{t(EXPLANATION[kyc.status])}</Note>
      {kyc.status === 'REJECTED' && kyc.rejectReason && <Reason>{t('Reason: %reason%', { reason: kyc.rejectReason })}</Reason>}
    </SectionCard>
  );
}
