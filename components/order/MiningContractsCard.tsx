import Card from '@/components/ui/Card';
import Note from '@/components/ui/Note';
import CursorPager from '@/components/ui/CursorPager';
import QueryState from '@/components/ui/QueryState';
import Stack from '@/components/ui/Stack';
import { useCursorPager } from '@/hooks/history/useCursorPager';
import { useMiningContracts } from '@/hooks/order/useMining';
import { useTranslation } from '@/hooks/useTranslation';
import MiningContractList from './MiningContractList';

/** Every mining contract of the member, active and ended, newest first, paged. */
export default function MiningContractsCard() {
  const { t } = useTranslation();
  const pager = useCursorPager('contracts');
  const contracts = useMiningContracts(pager.cursor);

  return (
    <Card aria-labelledby="mining-contracts">
      <h2 id="mining-contracts">{t('Mining contracts')}</h2>
      <QueryState
        query={contracts}
        errorText="The mining contracts could not be loaded."
        keepDataOnError
        isEmpty={(data) => data.items.length === 0}
        empty={<Note role="status">{t('No contract yet: activate a unit to start mining.')}</Note>}
      >
        {(data) => (
          <Stack aria-busy={contracts.isPlaceholderData}>
            <MiningContractList contracts={data.items} />
            <CursorPager pager={pager} nextCursor={data.nextCursor} busy={contracts.isPlaceholderData} label="Pages of mining contracts" />
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}
