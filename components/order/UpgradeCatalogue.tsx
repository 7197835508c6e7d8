import { useState } from 'react';
import styled from 'styled-components';
import Note from '@/components/ui/Note';
import QueryState from '@/components/ui/QueryState';
import { usePackageChoices, type PackageChoice } from '@/hooks/order/useUpgrade';
import { useTranslation } from '@/hooks/useTranslation';
import UpgradeForm from './UpgradeForm';
import UpgradePackageCard from './UpgradePackageCard';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The packages against the member's own and the form of the chosen one: the amounts (bignumber.js) and the form in a chunk of their own. */
export default function UpgradeCatalogue() {
  const { t } = useTranslation();
  const { choices, isPending, isError, refetch } = usePackageChoices();
  const catalogue = { data: choices, isPending, isError, refetch };
  const [chosenId, setChosenId] = useState<string | null>(null);

  const chosen = choices.find((choice) => choice.product._id === chosenId && choice.canUpgrade) ?? null;
  const choose = (choice: PackageChoice) => setChosenId(choice.product._id);

  return (
    <>
      <QueryState
        query={catalogue}
        errorText="The catalogue could not be loaded"
        isEmpty={(list) => list.length === 0}
        empty={<Note role="status">{t('No products yet')}</Note>}
      >
        {(list) => (
          <Grid aria-labelledby="upgrade-packages">
            {list.map((choice) => (
              <UpgradePackageCard key={choice.product._id} choice={choice} isChosen={choice === chosen} onChoose={choose} />
            ))}
          </Grid>
        )}
      </QueryState>
      {chosen && <UpgradeForm key={chosen.product._id} choice={chosen} onUpgraded={() => setChosenId(null)} />}
    </>
  );
}
