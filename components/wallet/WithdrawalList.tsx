import styled from 'styled-components';
import Note from '@/components/ui/Note';
import CursorPager from '@/components/ui/CursorPager';
import QueryState from '@/components/ui/QueryState';
import SectionCard from '@/components/ui/SectionCard';
import Stack from '@/components/ui/Stack';
import { useCursorPager } from '@/hooks/history/useCursorPager';
import { useTranslation } from '@/hooks/useTranslation';
import { useCancelWithdrawal, useWithdrawals } from '@/hooks/wallet/useWithdrawals';
import WithdrawalItem from './WithdrawalItem';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** "My withdrawals" on /wallet: newest first, paged by key; a pending one can be cancelled until an operator acts. */
export default function WithdrawalList() {
  const { t } = useTranslation();
  const pager = useCursorPager('');
  const withdrawals = useWithdrawals(pager.cursor);
  const cancel = useCancelWithdrawal();

  return (
    <SectionCard title={t('My withdrawals')} description={t('A pending withdrawal can be cancelled until an operator acts on it: amount and fee come back.')}>
      <QueryState
        query={withdrawals}
        errorText="Your withdrawals could not be loaded."
        loadingText="Loading your withdrawals…"
        keepDataOnError
        isEmpty={(data) => data.items.length === 0 && pager.page === 1}
        empty={<Note>{t('You have no withdrawals yet.')}</Note>}
      >
        {(data) => (
          <Stack aria-busy={withdrawals.isPlaceholderData}>
            <List aria-label={t('My withdrawals')}>
              {data.items.map((withdrawal) => (
                <WithdrawalItem
                  key={withdrawal._id}
                  withdrawal={withdrawal}
                  onCancel={(chosen) => cancel.mutate(chosen._id)}
                  cancelling={cancel.isPending && cancel.variables === withdrawal._id}
                />
              ))}
            </List>
            {(pager.page > 1 || data.nextCursor !== null) && (
              <CursorPager pager={pager} nextCursor={data.nextCursor} busy={withdrawals.isPlaceholderData} />
            )}
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}
