import Link from 'next/link';
import DetailList from '@/components/ui/DetailList';
import SectionCard from '@/components/ui/SectionCard';
import { opsMemberPath } from '@/config/opsMenu';
import type { OpsMemberDetail } from '@/contract/ops-members';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';

/** The member's team figures and sponsors, nearest first up to the root. */
export default function MemberTeamSection({ member }: { member: OpsMemberDetail }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const { team, sponsors, sponsorDepth } = member;
  return (
    <SectionCard title={t('Team and sponsors')}>
      <DetailList
        details={[
          { label: t('Direct members'), value: team.directCount },
          { label: t('Team size'), value: team.teamSize },
          { label: t('Team volume'), value: format.amount(team.teamVolume, 'USDT') },
          { label: t('Own volume'), value: format.amount(team.ownVolume, 'USDT') },
        ]}
      />
      <h3>{t('Sponsors up to the root')}</h3>
      {sponsors.length === 0 ? (
        <p>{t('No sponsor: this member is a root.')}</p>
      ) : (
        <ol style={{ margin: 0, paddingLeft: 24 }}>
          {sponsors.map((sponsor) => (
            <li key={sponsor.username} value={sponsor.level}>
              <Link href={opsMemberPath(sponsor.username)}>{sponsor.username}</Link> · {sponsor.fullName}
            </li>
          ))}
        </ol>
      )}
      {sponsorDepth > sponsors.length && <p>{t('%count% more sponsors up to the root.', { count: sponsorDepth - sponsors.length })}</p>}
    </SectionCard>
  );
}
