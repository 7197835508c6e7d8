import ResponsiveTable from '@/components/ui/ResponsiveTable';
import SectionCard from '@/components/ui/SectionCard';
import type { OpsMemberDetail } from '@/contract/ops-members';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useTranslation } from '@/hooks/useTranslation';

/** The member's live sessions. */
export default function MemberSessionsSection({ member }: { member: OpsMemberDetail }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  return (
    <SectionCard title={t('Live sessions')}>
      {member.sessions.length === 0 ? (
        <p style={{ margin: 0 }}>{t('No live session.')}</p>
      ) : (
        <ResponsiveTable
          caption={t('Live sessions')}
          columns={[
            { key: 'device', label: t('Device') },
            { key: 'ip', label: t('IP address') },
            { key: 'signedInAt', label: t('Signed in') },
            { key: 'lastActiveAt', label: t('Last active') },
          ]}
          rows={member.sessions.map((session) => ({
            id: session.id,
            device: session.device,
            ip: session.ip ?? '—',
            signedInAt: formatDateTime(session.signedInAt),
            lastActiveAt: formatDateTime(session.lastActiveAt),
          }))}
        />
      )}
    </SectionCard>
  );
}
