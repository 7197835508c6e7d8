import Card from '@/components/ui/Card';
import DetailList from '@/components/ui/DetailList';
import KycStatusText from '@/components/shared/KycStatusText';
import { useAuth } from '@/hooks/useAuth';
import { useTranslation } from '@/hooks/useTranslation';

/** Username, referral code, KYC and 2FA state, from the profile. */
export default function AccountCard() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Card aria-labelledby="dashboard-account">
      <h2 id="dashboard-account">{t('Account')}</h2>
      <DetailList
        details={[
          { label: t('Username'), value: user.username },
          { label: t('Referral code'), value: user.referralCode ?? '—' },
          { label: t('KYC'), value: <KycStatusText status={user.kycStatus} /> },
          { label: t('Two-factor authentication'), value: user.is2FAEnabled ? t('On') : t('Off') },
        ]}
      />
    </Card>
  );
}
