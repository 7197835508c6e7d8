import { languageOf } from '@/config/languages';
import DetailList from '@/components/ui/DetailList';
import SectionCard from '@/components/ui/SectionCard';
import type { OpsMemberDetail } from '@/contract/ops-members';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useLocalizedText } from '@/hooks/useLocalizedText';
import { useTranslation } from '@/hooks/useTranslation';
import { KYC_LABELS } from './labels';

/** Who the member is: contact, referral code, package, KYC. */
export default function MemberProfileSection({ member }: { member: OpsMemberDetail }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const localized = useLocalizedText();
  const { profile } = member;
  return (
    <SectionCard title={t('Profile')}>
      <DetailList
        details={[
          { label: t('Full name'), value: profile.fullName },
          { label: t('Email'), value: profile.email },
          { label: t('Phone'), value: profile.phone },
          { label: t('Referral code'), value: profile.referralCode },
          { label: t('Package'), value: profile.packageName ? localized(profile.packageName) : t('None') },
          { label: t('Leader'), value: profile.isLeader ? t('Yes') : t('No') },
          { label: t('KYC'), value: t(KYC_LABELS[member.kycStatus]) },
          { label: t('Date of birth'), value: profile.dateOfBirth ?? '—' },
          { label: t('Address'), value: profile.address ?? '—' },
          { label: t('Language'), value: languageOf(profile.language).language },
          { label: t('Joined'), value: formatDateTime(profile.createdAt) },
        ]}
      />
    </SectionCard>
  );
}
