import { useState } from 'react';
import Actions from '@/components/ui/Actions';
import Button from '@/components/ui/Button';
import DetailList from '@/components/ui/DetailList';
import SectionCard from '@/components/ui/SectionCard';
import type { OpsMemberDetail } from '@/contract/ops-members';
import type { MemberAction } from '@/hooks/ops/useOpsMembers';
import { useMemberAction } from '@/hooks/ops/useOpsMembers';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useTranslation } from '@/hooks/useTranslation';
import ReasonDialog from './ReasonDialog';

/** The account's state (lock, 2FA, money out) and the support actions on it, each confirmed with a reason. */
interface MemberSecuritySectionProps {
  member: OpsMemberDetail;
  /** Lock, unlock and 2FA reset: for the roles that may (support, admin). */
  withActions: boolean;
}

export default function MemberSecuritySection({ member, withActions }: MemberSecuritySectionProps) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const [asked, setAsked] = useState<MemberAction | null>(null);
  const [done, setDone] = useState('');
  const action = useMemberAction(member.profile.username);
  const { security } = member;
  const { username } = member.profile;

  const dialogs: Record<MemberAction, { title: string; explanation: string; confirm: string; done: string }> = {
    lock: {
      title: t('Lock %username%?', { username }),
      explanation: t('The member is signed out everywhere and can neither sign in nor move money out until unlocked.'),
      confirm: t('Lock account'),
      done: t('The account is locked.'),
    },
    unlock: {
      title: t('Unlock %username%?', { username }),
      explanation: t('The member can sign in and move money out again.'),
      confirm: t('Unlock account'),
      done: t('The account is unlocked.'),
    },
    'reset-2fa': {
      title: t('Reset the 2FA of %username%?', { username }),
      explanation: t('Two-factor authentication is turned off, every session ends, money out is held for a while and the member gets a security alert.'),
      confirm: t('Reset 2FA'),
      done: t('2FA is reset.'),
    },
  };

  const dialog = asked ? dialogs[asked] : null;
  return (
    <SectionCard title={t('Account security')}>
      <DetailList
        details={[
          {
            label: t('Account'),
            value: security.lockedAt
              ? t('Locked since %time%: %reason%', { time: formatDateTime(security.lockedAt), reason: security.lockReason ?? '' })
              : t('Active'),
          },
          { label: t('2FA'), value: security.is2FAEnabled ? t('On') : t('Off') },
          { label: t('Money out blocked'), value: security.moneyOutBlockedAt ? formatDateTime(security.moneyOutBlockedAt) : t('No') },
          { label: t('Money out held until'), value: security.moneyOutHeldUntil ? formatDateTime(security.moneyOutHeldUntil) : t('No hold') },
        ]}
      />
      {withActions && (
        <div style={{ marginTop: 16 }}>
          <Actions>
            {security.lockedAt ? (
              <Button $variant="neutral" onClick={() => setAsked('unlock')}>{t('Unlock account')}</Button>
            ) : (
              <Button $variant="neutral" onClick={() => setAsked('lock')}>{t('Lock account')}</Button>
            )}
            {security.is2FAEnabled && (
              <Button $variant="neutral" onClick={() => setAsked('reset-2fa')}>{t('Reset 2FA')}</Button>
            )}
          </Actions>
        </div>
      )}
      <p role="status" style={{ marginBottom: 0 }}>{done}</p>
      <ReasonDialog
        isOpen={dialog !== null}
        title={dialog?.title ?? ''}
        explanation={dialog?.explanation ?? ''}
        confirmLabel={dialog?.confirm ?? ''}
        onDismiss={() => setAsked(null)}
        onConfirm={async (reason) => {
          if (!asked) return;
          await action.mutateAsync({ action: asked, reason });
          setDone(dialogs[asked].done);
        }}
      />
    </SectionCard>
  );
}
