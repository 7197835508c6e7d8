import DetailList from '@/components/app/DetailList';
import { useAuth } from '@/hooks/useAuth';
import { useTranslation } from '@/hooks/useTranslation';
import SettingsFrame from './SettingsFrame';

export default function GeneralSettingsView() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <SettingsFrame title="General" intro="Your profile as the platform knows it.">
      {user && (
        <DetailList
          details={[
            { label: t('Full name'), value: user.fullName },
            { label: t('Username'), value: user.username },
            { label: t('Email'), value: user.email },
            { label: t('Phone'), value: user.phone || '—' },
            { label: t('Referral code'), value: user.referralCode ?? '—' },
          ]}
        />
      )}
    </SettingsFrame>
  );
}
