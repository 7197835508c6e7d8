import { useState } from 'react';
import type { WarehouseUnit } from '@/contract/warehouse';
import Card from '@/components/app/Card';
import { TextLink } from '@/components/auth/styles';
import { Note, SecondaryButton, Stack } from '@/components/transactions/styles';
import { ROUTES } from '@/config/routes';
import { useActivateUnit, useWarehouseUnits } from '@/hooks/order/useWarehouse';
import { useTranslation } from '@/hooks/useTranslation';
import WarehouseActivateDialog from './WarehouseActivateDialog';
import WarehouseUnitList from './WarehouseUnitList';

/** The units bought with mining orders; one in stock starts mining after a confirmation. */
export default function WarehouseUnitsCard() {
  const { t } = useTranslation();
  const { data: units, isPending, isError, refetch } = useWarehouseUnits();
  const [chosen, setChosen] = useState<WarehouseUnit | null>(null);
  const [isOpen, setOpen] = useState(false);
  const activate = useActivateUnit(() => setOpen(false));

  const ask = (unit: WarehouseUnit) => {
    setChosen(unit);
    setOpen(true);
  };

  let content;
  if (isPending) content = <Note role="status">{t('Loading…')}</Note>;
  else if (isError || !units) {
    content = (
      <Stack>
        <Note role="alert">{t('The units could not be loaded.')}</Note>
        <div>
          <SecondaryButton type="button" onClick={() => void refetch()}>
            {t('Try again')}
          </SecondaryButton>
        </div>
      </Stack>
    );
  } else if (units.length === 0) {
    content = (
      <Stack role="status">
        <Note>{t('No units yet: mining units you order arrive here.')}</Note>
        <div>
          <TextLink href={ROUTES.placeOrder}>{t('Place an order')}</TextLink>
        </div>
      </Stack>
    );
  } else content = <WarehouseUnitList units={units} onActivate={ask} />;

  return (
    <Card aria-labelledby="warehouse-units">
      <h2 id="warehouse-units">{t('Units')}</h2>
      {content}
      <WarehouseActivateDialog
        unit={chosen}
        isOpen={isOpen}
        busy={activate.isPending}
        onConfirm={(unit) => activate.mutate(unit._id)}
        onDismiss={() => !activate.isPending && setOpen(false)}
      />
    </Card>
  );
}
