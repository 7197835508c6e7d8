import SectionCard from '@/components/ui/SectionCard';
import { useAuth } from '@/hooks/useAuth';
import { useTranslation } from '@/hooks/useTranslation';
import SettingsFrame from './SettingsFrame';
import AccountDetails from './general/AccountDetails';
import ProfileForm from './general/ProfileForm';

/** /setting: the account's fixed details and the profile form. */
export default function GeneralSettingsView() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!user) return <SettingsFrame title="General" intro="Your profile as the platform knows it." />;
  return (
    <SettingsFrame title="General" intro="Your profile as the platform knows it." plain>
      <SectionCard title={t('Account')}>
        <AccountDetails user={user} />
      </SectionCard>
      <SectionCard title={t('Profile')}>
        <ProfileForm key={user.id} user={user} />
      </SectionCard>
    </SettingsFrame>
  );
}
