import { SecondaryButton } from '@/components/auth/styles';
import { useKyc } from '@/hooks/settings/useKyc';
import { useTranslation } from '@/hooks/useTranslation';
import SettingsFrame from './SettingsFrame';
import KycDetailsCard from './kyc/KycDetailsCard';
import KycForm from './kyc/KycForm';
import KycStatusCard from './kyc/KycStatusCard';
import SettingsCard from './shared/SettingsCard';
import { Actions, ErrorNote, Muted } from './shared/styles';

/** /setting/kyc: the status first; the form when none was sent or it was rejected, else the sent details. */
export default function KycSettingsView() {
  const { t } = useTranslation();
  const { data: kyc, isPending, isError, refetch } = useKyc();

  return (
    <SettingsFrame title="KYC" intro="Identity verification unlocks your income history." plain>
      {isPending && <Muted role="status">{t('Loading…')}</Muted>}
      {isError && !kyc && (
        <SettingsCard title={t('Verification status')}>
          <Actions>
            <ErrorNote role="alert">{t('The verification status could not be loaded.')}</ErrorNote>
            <SecondaryButton onClick={() => void refetch()}>{t('Try again')}</SecondaryButton>
          </Actions>
        </SettingsCard>
      )}
      {kyc && <KycStatusCard kyc={kyc} />}
      {kyc && (kyc.status === 'NONE' || kyc.status === 'REJECTED' ? <KycForm previous={kyc} /> : <KycDetailsCard kyc={kyc} />)}
    </SettingsFrame>
  );
}
