import DetailList from '@/components/app/DetailList';
import { useAuth } from '@/hooks/useAuth';
import { useTranslation } from '@/hooks/useTranslation';
import SettingsFrame from './SettingsFrame';

export default function SecuritySettingsView() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <SettingsFrame title="Security" intro="Your password, secure password and two-factor authentication.">
      {user && <DetailList details={[{ label: t('Two-factor authentication'), value: user.is2FAEnabled ? t('On') : t('Off') }]} />}
    </SettingsFrame>
  );
}
