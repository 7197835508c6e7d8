import Button from '@/components/ui/Button';
import Notice from '@/components/ui/Notice';
import QueryState from '@/components/ui/QueryState';
import ResponsiveTable from '@/components/ui/ResponsiveTable';
import SectionCard from '@/components/ui/SectionCard';
import { ROLE_LABELS } from '@/components/ops/OperatorBar';
import type { OperatorView } from '@/contract/operators';
import { useOperators } from '@/hooks/ops/useOperatorChanges';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useTranslation } from '@/hooks/useTranslation';

interface OperatorListSectionProps {
  /** Operators with a request already waiting for a second admin (no second one can be asked for). */
  waiting: ReadonlySet<string>;
  onChangeRole: (operator: OperatorView) => void;
}

/** The operators: role, state (active, waiting for setup, disabled), live API tokens; each role can be changed. */
export default function OperatorListSection({ waiting, onChangeRole }: OperatorListSectionProps) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const operators = useOperators();

  const stateOf = (operator: OperatorView) => {
    if (operator.disabledAt) return t('Disabled since %time%', { time: formatDateTime(operator.disabledAt) });
    return operator.setUp ? t('Active') : t('Not set up yet (setup link not used)');
  };

  return (
    <SectionCard title={t('Operators and their roles')}>
      <QueryState
        query={operators}
        errorText="The operators could not be loaded."
        isEmpty={(data) => data.length === 0}
        empty={<Notice $tone="info">{t('No operator yet.')}</Notice>}
      >
        {(data) => (
          <ResponsiveTable
            caption={t('Operators')}
            columns={[
              { key: 'username', label: t('Username') },
              { key: 'role', label: t('Role') },
              { key: 'state', label: t('State') },
              { key: 'tokens', label: t('API tokens'), numeric: true },
              { key: 'actions', label: t('Role change') },
            ]}
            rows={data.map((operator) => ({
              id: operator.username,
              username: operator.username,
              role: t(ROLE_LABELS[operator.role]),
              state: stateOf(operator),
              tokens: String(operator.tokens.filter((token) => token.revokedAt === null).length),
              actions: operator.disabledAt ? (
                '—'
              ) : waiting.has(operator.username) ? (
                t('A request waits for a second admin')
              ) : (
                <Button $variant="neutral" onClick={() => onChangeRole(operator)} aria-label={t('Change the role of %username%', { username: operator.username })}>
                  {t('Change role')}
                </Button>
              ),
            }))}
          />
        )}
      </QueryState>
    </SectionCard>
  );
}
