import styled from 'styled-components';
import Card from '@/components/app/Card';
import DetailList from '@/components/app/DetailList';
import KycStatusText from '@/components/app/KycStatusText';
import PageFrame from '@/components/app/PageFrame';
import WalletBalances from '@/components/wallet/WalletBalances';
import { useAuth } from '@/hooks/useAuth';
import { useLocalizedText } from '@/hooks/useProducts';
import { useTranslation } from '@/hooks/useTranslation';

const Sections = styled.div`
  display: grid;
  gap: 20px;
`;

export default function DashboardView() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const localized = useLocalizedText();
  if (!user) return null;

  return (
    <PageFrame title="Dashboard">
      <Sections>
        <p>{t('Welcome back, %name%', { name: user.fullName })}</p>
        <section aria-labelledby="dashboard-balances">
          <h2 id="dashboard-balances">{t('Balances')}</h2>
          <WalletBalances />
        </section>
        <Card aria-labelledby="dashboard-account">
          <h2 id="dashboard-account">{t('Account')}</h2>
          <DetailList
            details={[
              { label: t('Username'), value: user.username },
              { label: t('Membership package'), value: user.package ? localized(user.package.name) : t('No package yet') },
              { label: t('Referral code'), value: user.referralCode ?? '—' },
              { label: t('KYC'), value: <KycStatusText status={user.kycStatus} /> },
              { label: t('Two-factor authentication'), value: user.is2FAEnabled ? t('On') : t('Off') },
            ]}
          />
        </Card>
      </Sections>
    </PageFrame>
  );
}
