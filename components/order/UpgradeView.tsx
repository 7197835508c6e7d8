import { useState } from 'react';
import styled from 'styled-components';
import Note from '@/components/ui/Note';
import PageFrame from '@/components/ui/PageFrame';
import QueryState from '@/components/ui/QueryState';
import Stack from '@/components/ui/Stack';
import { usePackageChoices, type PackageChoice } from '@/hooks/order/useUpgrade';
import { useLocalizedText } from '@/hooks/useProducts';
import { useTranslation } from '@/hooks/useTranslation';
import { useWallets } from '@/hooks/useWallets';
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

const Heading = styled.h2`
  margin: 0;
  font-size: 18px;
`;

/** /upgrade: the packages against the member's own; a higher one can be paid for from USDT or EV. */
export default function UpgradeView() {
  const { t } = useTranslation();
  const localized = useLocalizedText();
  const { choices, ownedPackage, isPending, isError, refetch } = usePackageChoices();
  const catalogue = { data: choices, isPending, isError, refetch };
  const [chosenId, setChosenId] = useState<string | null>(null);
  useWallets();

  const chosen = choices.find((choice) => choice.product._id === chosenId && choice.canUpgrade) ?? null;
  const choose = (choice: PackageChoice) => setChosenId(choice.product._id);

  return (
    <PageFrame title="Upgrade Package" intro="Membership packages you can move up to.">
      <Stack>
        <p style={{ margin: 0 }} data-testid="current-package">
          {ownedPackage
            ? t('Your package: %name%', { name: localized(ownedPackage.name) })
            : t('You have no package yet: any package is an upgrade at its full price.')}
        </p>
        <Heading id="upgrade-packages">{t('Membership packages')}</Heading>
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
      </Stack>
    </PageFrame>
  );
}
