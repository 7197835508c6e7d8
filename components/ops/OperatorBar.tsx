import styled from 'styled-components';
import Button from '@/components/ui/Button';
import type { TranslationKey } from '@/config/translate';
import type { OperatorRole } from '@/contract/enums';
import type { OperatorSessionView } from '@/contract/operators';
import { useOperatorSignOut } from '@/hooks/ops/useOperatorSession';
import { useTranslation } from '@/hooks/useTranslation';

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 8px 12px;
  padding: 8px 16px;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Who = styled.p`
  margin: 0 auto 0 0;
  color: ${({ theme }) => theme.colors.textSubtle};

  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const ROLE_LABELS: Record<OperatorRole, TranslationKey> = { ADMIN: 'Administrator', FINANCE: 'Finance', SUPPORT: 'Support' };

/** Who is signed in, and the two ways out: this browser, or every session of the operator. */
export default function OperatorBar({ operator }: { operator: OperatorSessionView }) {
  const { t } = useTranslation();
  const signOut = useOperatorSignOut();
  return (
    <Bar>
      <Who>
        <strong>{operator.username}</strong> · {t(ROLE_LABELS[operator.role])}
      </Who>
      <Button $variant="secondary" disabled={signOut.isPending} onClick={() => signOut.mutate(false)}>
        {t('Sign out')}
      </Button>
      <Button $variant="neutral" disabled={signOut.isPending} onClick={() => signOut.mutate(true)}>
        {t('Sign out everywhere')}
      </Button>
    </Bar>
  );
}
