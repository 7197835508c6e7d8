import type { MemberProfile } from '@/contract/profile';
import DetailList from '@/components/ui/DetailList';
import { useTranslation } from '@/hooks/useTranslation';

/** What the member cannot change here: username, email, referral code, sponsor. */
export default function AccountDetails({ user }: { user: MemberProfile }) {
  const { t } = useTranslation();
  const sponsor = user.sponsor ? `${user.sponsor.fullName} (${user.sponsor.username})` : '—';
  return (
    <DetailList
      details={[
        { label: t('Username'), value: user.username },
        { label: t('Email'), value: user.email },
        { label: t('Referral code'), value: user.referralCode || '—' },
        { label: t('Sponsor'), value: sponsor },
      ]}
    />
  );
}
