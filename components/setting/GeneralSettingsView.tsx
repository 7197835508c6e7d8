import SectionCard from '@/components/ui/SectionCard';
import { keptServerHtml } from '@/components/ui/keptServerHtml';
import { useAuth } from '@/hooks/useAuth';
import { useTranslation } from '@/hooks/useTranslation';
import SettingsFrame from './SettingsFrame';
import AccountDetails from './general/AccountDetails';

/* eslint-disable @typescript-eslint/no-require-imports -- the server's render only (see keptServerHtml) */
/** The form (react-hook-form, the schema) is rendered on the server; the browser keeps that HTML until its chunk is there. */
const ProfileForm = keptServerHtml(
  () => import('./general/ProfileForm'),
  typeof window === 'undefined' ? require('./general/ProfileForm') : undefined,
);
/* eslint-enable @typescript-eslint/no-require-imports */

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
