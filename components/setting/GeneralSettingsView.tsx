import { useAuth } from '@/hooks/useAuth';
import { useTranslation } from '@/hooks/useTranslation';
import SettingsFrame from './SettingsFrame';
import AccountDetails from './general/AccountDetails';
import ProfileForm from './general/ProfileForm';
import SettingsCard from './shared/SettingsCard';

/** /setting: the account's fixed details and the profile form. */
export default function GeneralSettingsView() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!user) return <SettingsFrame title="General" intro="Your profile as the platform knows it." />;
  return (
    <SettingsFrame title="General" intro="Your profile as the platform knows it." plain>
      <SettingsCard title={t('Account')}>
        <AccountDetails user={user} />
      </SettingsCard>
      <SettingsCard title={t('Profile')}>
        <ProfileForm key={user.id} user={user} />
      </SettingsCard>
    </SettingsFrame>
  );
}
