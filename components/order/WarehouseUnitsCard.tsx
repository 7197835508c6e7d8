import { useState } from 'react';
import type { WarehouseUnit } from '@/contract/warehouse';
import Card from '@/components/ui/Card';
import Note from '@/components/ui/Note';
import CursorPager from '@/components/ui/CursorPager';
import QueryState from '@/components/ui/QueryState';
import { lazyComponent } from '@/components/ui/lazyComponent';
import Stack from '@/components/ui/Stack';
import TextLink from '@/components/ui/TextLink';
import { ROUTES } from '@/config/routes';
import { useCursorPager } from '@/hooks/history/useCursorPager';
import { useWarehouseUnits } from '@/hooks/order/useWarehouse';
import { useTranslation } from '@/hooks/useTranslation';
import WarehouseUnitList from './WarehouseUnitList';

/** The start-mining dialog and its request (react-query's mutation code), fetched after the first paint. */
const WarehouseActivation = lazyComponent(() => import('./WarehouseActivation'));

/** The units bought with mining orders; one in stock starts mining after a confirmation. */
export default function WarehouseUnitsCard() {
  const { t } = useTranslation();
  const pager = useCursorPager('units');
  const units = useWarehouseUnits(pager.cursor);
  const [chosen, setChosen] = useState<WarehouseUnit | null>(null);
  const [isOpen, setOpen] = useState(false);

  const ask = (unit: WarehouseUnit) => {
    setChosen(unit);
    setOpen(true);
  };

  return (
    <Card aria-labelledby="warehouse-units">
      <h2 id="warehouse-units">{t('Units')}</h2>
      <QueryState
        query={units}
        errorText="The units could not be loaded."
        keepDataOnError
        isEmpty={(data) => data.items.length === 0}
        empty={
          <Stack role="status">
            <Note>{t('No units yet: mining units you order arrive here.')}</Note>
            <div>
              <TextLink href={ROUTES.placeOrder}>{t('Place an order')}</TextLink>
            </div>
          </Stack>
        }
      >
        {(data) => (
          <Stack aria-busy={units.isPlaceholderData}>
            <WarehouseUnitList units={data.items} onActivate={ask} />
            <CursorPager pager={pager} nextCursor={data.nextCursor} busy={units.isPlaceholderData} label="Pages of units" />
          </Stack>
        )}
      </QueryState>
      <WarehouseActivation unit={chosen} isOpen={isOpen} onClose={() => setOpen(false)} />
    </Card>
  );
}
