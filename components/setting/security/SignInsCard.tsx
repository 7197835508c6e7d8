import styled from 'styled-components';
import Note from '@/components/ui/Note';
import QueryState from '@/components/ui/QueryState';
import SectionCard from '@/components/ui/SectionCard';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useSignIns } from '@/hooks/settings/useSignIns';
import { useTranslation } from '@/hooks/useTranslation';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-direction: column;
    gap: 2px;
    padding: 10px 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  li:first-child { border-top: 0; padding-top: 0; }
  time { font-weight: 600; }
  span { color: ${({ theme }) => theme.colors.textSubtle}; font-size: 14px; }
`;

/** GET sign-ins: when, from which IP and device. */
export default function SignInsCard() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const signIns = useSignIns();

  return (
    <SectionCard title={t('Recent sign-ins')} description={t('If you do not recognise a sign-in, change your password.')}>
      <QueryState
        query={signIns}
        errorText="The sign-ins could not be loaded."
        keepDataOnError
        isEmpty={(list) => list.length === 0}
        empty={<Note>{t('No sign-ins yet')}</Note>}
      >
        {(data) => (
          <List>
            {data.map((signIn, index) => (
              <li key={`${signIn.time}-${index}`}>
                <time dateTime={signIn.time}>{formatDateTime(signIn.time)}</time>
                <span>{t('IP %ip%', { ip: signIn.ip || '—' })}</span>
                <span>{signIn.device || t('Unknown device')}</span>
              </li>
            ))}
          </List>
        )}
      </QueryState>
    </SectionCard>
  );
}
