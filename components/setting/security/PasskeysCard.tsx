import styled from 'styled-components';
import Note from '@/components/ui/Note';
import QueryState from '@/components/ui/QueryState';
import SectionCard from '@/components/ui/SectionCard';
import { usePasskeyList } from '@/hooks/passkeys/usePasskeyList';
import { useTranslation } from '@/hooks/useTranslation';
import AddPasskeyForm from './AddPasskeyForm';
import PasskeyItem from './PasskeyItem';

const List = styled.ul`
  margin: 0 0 16px;
  padding: 0;
  list-style: none;

  & > li {
    padding: 12px 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  & > li:first-child { border-top: 0; padding-top: 0; }
`;

const Empty = styled(Note)`
  margin-bottom: 16px;
`;

/** Passkeys: the list (name, added, last used) with rename and remove, and adding one on this device. */
export default function PasskeysCard() {
  const { t } = useTranslation();
  const passkeys = usePasskeyList();
  return (
    <SectionCard
      title={t('Passkeys')}
      description={t(
        'A passkey signs you in with your fingerprint, face or screen lock instead of your password. It works only on this site, so a fake site cannot steal it.',
      )}
    >
      <QueryState
        query={passkeys}
        errorText="The passkeys could not be loaded."
        isEmpty={(list) => list.length === 0}
        empty={<Empty>{t('No passkey yet.')}</Empty>}
      >
        {(list) => (
          <List aria-label={t('Your passkeys')}>
            {list.map((passkey) => (
              <PasskeyItem key={passkey.id} passkey={passkey} />
            ))}
          </List>
        )}
      </QueryState>
      <AddPasskeyForm />
    </SectionCard>
  );
}
