import Card from '@/components/app/Card';
import { Note, SecondaryButton, Stack } from '@/components/transactions/styles';
import { useMiningContracts } from '@/hooks/order/useMining';
import { useTranslation } from '@/hooks/useTranslation';
import MiningContractList from './MiningContractList';

/** Every mining contract of the member, active and ended. */
export default function MiningContractsCard() {
  const { t } = useTranslation();
  const { data: contracts, isPending, isError, refetch } = useMiningContracts();

  let content;
  if (isPending) content = <Note role="status">{t('Loading…')}</Note>;
  else if (isError || !contracts) {
    content = (
      <Stack>
        <Note role="alert">{t('The mining contracts could not be loaded.')}</Note>
        <div>
          <SecondaryButton type="button" onClick={() => void refetch()}>
            {t('Try again')}
          </SecondaryButton>
        </div>
      </Stack>
    );
  } else if (contracts.length === 0) content = <Note role="status">{t('No contract yet: activate a unit to start mining.')}</Note>;
  else content = <MiningContractList contracts={contracts} />;

  return (
    <Card aria-labelledby="mining-contracts">
      <h2 id="mining-contracts">{t('Mining contracts')}</h2>
      {content}
    </Card>
  );
}
