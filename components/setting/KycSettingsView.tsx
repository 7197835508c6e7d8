import QueryFallback from '@/components/ui/QueryFallback';
import SectionCard from '@/components/ui/SectionCard';
import { useKyc } from '@/hooks/settings/useKyc';
import { useTranslation } from '@/hooks/useTranslation';
import SettingsFrame from './SettingsFrame';
import KycDetailsCard from './kyc/KycDetailsCard';
import KycForm from './kyc/KycForm';
import KycStatusCard from './kyc/KycStatusCard';

/** /setting/kyc: the status first; the form when none was sent or it was rejected, else the sent details. */
export default function KycSettingsView() {
  const { t } = useTranslation();
  const kyc = useKyc();
  const { data } = kyc;
  const fallback = <QueryFallback query={kyc} errorText="The verification status could not be loaded." />;

  return (
    <SettingsFrame title="KYC" intro="Identity verification unlocks your income history." plain>
      {data !== undefined ? (
        <>
          <KycStatusCard kyc={data} />
          {data.status === 'NONE' || data.status === 'REJECTED' ? <KycForm previous={data} /> : <KycDetailsCard kyc={data} />}
        </>
      ) : kyc.isPending ? (
        fallback
      ) : (
        <SectionCard title={t('Verification status')}>{fallback}</SectionCard>
      )}
    </SettingsFrame>
  );
}
