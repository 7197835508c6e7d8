import Card from '@/components/ui/Card';
import Note from '@/components/ui/Note';
import QueryState from '@/components/ui/QueryState';
import { useMiningContracts } from '@/hooks/order/useMining';
import { useTranslation } from '@/hooks/useTranslation';
import MiningContractList from './MiningContractList';

/** Every mining contract of the member, active and ended. */
export default function MiningContractsCard() {
  const { t } = useTranslation();
  const contracts = useMiningContracts();

  return (
    <Card aria-labelledby="mining-contracts">
      <h2 id="mining-contracts">{t('Mining contracts')}</h2>
      <QueryState
        query={contracts}
        errorText="The mining contracts could not be loaded."
        isEmpty={(list) => list.length === 0}
        empty={<Note role="status">{t('No contract yet: activate a unit to start mining.')}</Note>}
      >
        {(list) => <MiningContractList contracts={list} />}
      </QueryState>
    </Card>
  );
}
