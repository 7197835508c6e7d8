import { useState } from 'react';
import Actions from '@/components/ui/Actions';
import Button from '@/components/ui/Button';
import Notice from '@/components/ui/Notice';
import PageFrame from '@/components/ui/PageFrame';
import QueryState from '@/components/ui/QueryState';
import ResponsiveTable from '@/components/ui/ResponsiveTable';
import SectionCard from '@/components/ui/SectionCard';
import Stack from '@/components/ui/Stack';
import { ROLE_LABELS } from '@/components/ops/OperatorBar';
import ReasonDialog from '@/components/ops/members/ReasonDialog';
import type { OperatorChange, OperatorChangeDecision, OperatorView } from '@/contract/operators';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useDecideOperatorChange, usePendingOperatorChanges } from '@/hooks/ops/useOperatorChanges';
import { useOperatorSession } from '@/hooks/ops/useOperatorSession';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useTranslation } from '@/hooks/useTranslation';
import NewOperatorForm from './NewOperatorForm';
import OperatorListSection from './OperatorListSection';
import RoleChangeDialog from './RoleChangeDialog';

type Message = { text: string; problem: boolean; setupLink?: string };

/**
 * /ops/operators: the operators, where an admin asks for a new one or another role, and the requests (a new operator,
 * another role) waiting for a second admin. Another admin's request can be approved or rejected; the signed-in admin's
 * own only waits (or is withdrawn). Approving a new operator shows its one-time setup link once, to hand over.
 */
export default function OperatorChangesView() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const { errorMessage } = useServerErrors();
  const me = useOperatorSession().data?.username;
  const pending = usePendingOperatorChanges();
  const decide = useDecideOperatorChange();
  const [rejecting, setRejecting] = useState<OperatorChange | null>(null);
  const [changingRole, setChangingRole] = useState<OperatorView | null>(null);
  const [message, setMessage] = useState<Message | null>(null);

  const describe = (change: OperatorChange) =>
    change.kind === 'CREATE'
      ? t('New operator %username% (%role%)', { username: change.username, role: t(ROLE_LABELS[change.role]) })
      : t('Role of %username%: %from% to %to%', {
          username: change.username,
          from: change.previousRole ? t(ROLE_LABELS[change.previousRole]) : '',
          to: t(ROLE_LABELS[change.role]),
        });

  const approved = (decision: OperatorChangeDecision): Message =>
    decision.kind === 'CREATE' && decision.setupPath
      ? {
          text: t('%username% is created. Hand over this one-time setup link (until %time%); it is not shown again:', {
            username: decision.username,
            time: decision.expiresAt ? formatDateTime(decision.expiresAt) : '',
          }),
          problem: false,
          setupLink: `${window.location.origin}${decision.setupPath}`,
        }
      : { text: t('%username% is now %role%.', { username: decision.username, role: t(ROLE_LABELS[decision.role]) }), problem: false };

  const approve = async (change: OperatorChange) => {
    try {
      setMessage(approved(await decide.mutateAsync({ id: change.id, approve: true })));
    } catch (error) {
      setMessage({ text: errorMessage(error), problem: true });
    }
  };

  const waiting = new Set((pending.data ?? []).map((change) => change.username));

  return (
    <PageFrame title="Operators" intro="A new operator or another role waits for a second admin's approval. Nobody approves their own.">
      <Stack>
        {message && (
          <Notice role={message.problem ? 'alert' : 'status'} $tone={message.problem ? 'problem' : 'info'}>
            {message.text}
            {message.setupLink && (
              <>
                {' '}
                <code style={{ wordBreak: 'break-all' }}>{message.setupLink}</code>
              </>
            )}
          </Notice>
        )}
        <OperatorListSection waiting={waiting} onChangeRole={setChangingRole} />
        <SectionCard title={t('Requests waiting for a second admin')}>
          <QueryState
            query={pending}
            errorText="The operator requests could not be loaded."
            isEmpty={(data) => data.length === 0}
            empty={<Notice $tone="info">{t('No operator request is waiting for a second admin.')}</Notice>}
          >
            {(data) => (
              <ResponsiveTable
                caption={t('Operator requests waiting for a second admin')}
                columns={[
                  { key: 'change', label: t('Request') },
                  { key: 'requested', label: t('Asked by') },
                  { key: 'actions', label: t('Decision') },
                ]}
                rows={data.map((change) => {
                  const label = describe(change);
                  const own = change.requestedBy === me;
                  return {
                    id: change.id,
                    change: label,
                    requested: `${change.requestedBy} · ${formatDateTime(change.createdAt)}`,
                    actions: own ? (
                      <Actions>
                        <span>{t('Waiting for a second admin')}</span>
                        <Button $variant="neutral" onClick={() => setRejecting(change)} disabled={decide.isPending} aria-label={t('Withdraw %request%', { request: label })}>
                          {t('Withdraw request')}
                        </Button>
                      </Actions>
                    ) : (
                      <Actions>
                        <Button onClick={() => void approve(change)} disabled={decide.isPending} aria-label={t('Approve %request%', { request: label })}>
                          {t('Approve')}
                        </Button>
                        <Button $variant="neutral" onClick={() => setRejecting(change)} disabled={decide.isPending} aria-label={t('Reject %request%', { request: label })}>
                          {t('Reject')}
                        </Button>
                      </Actions>
                    ),
                  };
                })}
              />
            )}
          </QueryState>
        </SectionCard>
        <NewOperatorForm />
      </Stack>
      <RoleChangeDialog
        operator={changingRole}
        onDismiss={() => setChangingRole(null)}
        onAsked={(change) =>
          setMessage({
            text: t('%request%: asked for. It waits for a second admin’s approval.', { request: describe(change) }),
            problem: false,
          })
        }
      />
      <ReasonDialog
        isOpen={rejecting !== null}
        title={t('Reject %request%?', { request: rejecting ? describe(rejecting) : '' })}
        explanation={t('Nothing changes; the request is closed with your reason.')}
        confirmLabel={t('Reject')}
        onDismiss={() => setRejecting(null)}
        onConfirm={async (reason) => {
          if (!rejecting) return;
          await decide.mutateAsync({ id: rejecting.id, approve: false, reason });
          setMessage({ text: t('The request is rejected: %request%.', { request: describe(rejecting) }), problem: false });
        }}
      />
    </PageFrame>
  );
}
