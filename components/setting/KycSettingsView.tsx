import DetailList from '@/components/app/DetailList';
import KycStatusText from '@/components/app/KycStatusText';
import { useAuth } from '@/hooks/useAuth';
import { useTranslation } from '@/hooks/useTranslation';
import SettingsFrame from './SettingsFrame';

export default function KycSettingsView() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <SettingsFrame title="KYC" intro="Identity verification unlocks your income history.">
      {user && <DetailList details={[{ label: t('Status'), value: <KycStatusText status={user.kycStatus} /> }]} />}
    </SettingsFrame>
  );
}
