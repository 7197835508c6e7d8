import styled from 'styled-components';
import type { DownlineMatch } from '@/contract/network';
import { useTranslation } from '@/hooks/useTranslation';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 12px 0 0;
  padding: 0;
  list-style: none;
`;

const Pick = styled.button`
  display: flex;
  flex-direction: column;
  gap: 2px;
  width: 100%;
  min-height: 44px;
  padding: 8px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;

  strong { overflow-wrap: anywhere; }
  small { color: ${({ theme }) => theme.colors.textSubtle}; overflow-wrap: anywhere; }
  &:hover { border-color: ${({ theme }) => theme.colors.primary}; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
`;

const Note = styled.p`
  margin: 8px 0 0;
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: 14px;
`;

interface MemberMatchesProps {
  items: readonly DownlineMatch[];
  more: boolean;
  onPick: (match: DownlineMatch) => void;
}

/** The team members whose username or name starts with the typed text; picking one shows them in the tree. */
export default function MemberMatches({ items, more, onPick }: MemberMatchesProps) {
  const { t } = useTranslation();
  return (
    <div>
      <Note role="status">{items.length === 0 ? t('No member of your team starts with this') : t('%count% members found', { count: items.length })}</Note>
      {items.length > 0 && (
        <List aria-label={t('Members found')}>
          {items.map((match) => (
            <li key={match._id}>
              <Pick type="button" onClick={() => onPick(match)}>
                <strong>{match.fullName}</strong>
                <small>{t('%username% · level %level%', { username: match.username, level: match.level })}</small>
              </Pick>
            </li>
          ))}
        </List>
      )}
      {more && <Note>{t('More members match: type more of the name.')}</Note>}
    </div>
  );
}
