import Link from 'next/link';
import Note from '@/components/ui/Note';
import PageFrame from '@/components/ui/PageFrame';
import QueryState from '@/components/ui/QueryState';
import Stack from '@/components/ui/Stack';
import { OPS_MEMBERS_PATH, roleMay } from '@/config/opsMenu';
import { useOperatorSession } from '@/hooks/ops/useOperatorSession';
import { useOpsMember } from '@/hooks/ops/useOpsMembers';
import { useTranslation } from '@/hooks/useTranslation';
import AdjustmentForm from './AdjustmentForm';
import MemberLedgerSection from './MemberLedgerSection';
import MemberMoneySection from './MemberMoneySection';
import MemberOrdersSection from './MemberOrdersSection';
import MemberProfileSection from './MemberProfileSection';
import MemberSecuritySection from './MemberSecuritySection';
import MemberSessionsSection from './MemberSessionsSection';
import MemberTeamSection from './MemberTeamSection';

/** /ops/members/[username]: everything about one member, and the actions on their account and wallets. */
export default function MemberDetailView({ username }: { username: string }) {
  const { t } = useTranslation();
  const member = useOpsMember(username);
  // Each role sees the actions it may take: support the account's, finance the wallets'.
  const role = useOperatorSession().data?.role;
  const mayActOnAccount = role !== undefined && roleMay(role, ['SUPPORT']);
  const mayAdjust = role !== undefined && roleMay(role, ['FINANCE']);
  return (
    <PageFrame title="Member">
      <Stack>
        <Link href={OPS_MEMBERS_PATH}>{t('Back to the member search')}</Link>
        {(member.error as { code?: string } | null)?.code === 'MEMBER_NOT_FOUND' ? (
          <Note role="alert">{t('Member not found')}</Note>
        ) : (
          <QueryState query={member} errorText="The member could not be loaded.">
            {(detail) => (
              <Stack>
                <h2 style={{ margin: 0 }}>
                  {detail.profile.username}
                  {detail.security.lockedAt ? ` · ${t('Locked')}` : ''}
                </h2>
                <MemberProfileSection member={detail} />
                <MemberSecuritySection member={detail} withActions={mayActOnAccount} />
                <MemberMoneySection member={detail} />
                {mayAdjust && <AdjustmentForm username={detail.profile.username} />}
                <MemberLedgerSection username={detail.profile.username} />
                <MemberOrdersSection username={detail.profile.username} />
                <MemberTeamSection member={detail} />
                <MemberSessionsSection member={detail} />
              </Stack>
            )}
          </QueryState>
        )}
      </Stack>
    </PageFrame>
  );
}
