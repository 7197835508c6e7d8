import styled from 'styled-components';
import PageFrame from '@/components/ui/PageFrame';
import { menuFor } from '@/config/opsMenu';
import { useOperatorSession } from '@/hooks/ops/useOperatorSession';
import { useTranslation } from '@/hooks/useTranslation';
import { MenuLink } from './styles';

const Links = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The console's home: where the operator's role can go. */
export default function OpsHomeView() {
  const { t } = useTranslation();
  const { data: operator } = useOperatorSession();
  const entries = operator ? menuFor(operator.role) : [];
  return (
    <PageFrame title="Console" intro="The work of your role, one queue at a time.">
      <Links>
        {entries.map((entry) => (
          <li key={entry.href}>
            <MenuLink href={entry.href} $active={false}>
              {t(entry.label)}
            </MenuLink>
          </li>
        ))}
      </Links>
    </PageFrame>
  );
}
