import PageFrame from '@/components/ui/PageFrame';
import Stack from '@/components/ui/Stack';
import MiningContractsCard from './MiningContractsCard';
import MiningSummaryCard from './MiningSummaryCard';
import WarehouseUnitsCard from './WarehouseUnitsCard';

/** /order/warehouse: the mining summary, the units (activate those in stock) and the contracts. */
export default function WarehouseView() {
  return (
    <PageFrame title="Order Warehouse" intro="Units you own, ready to start mining.">
      <Stack>
        <MiningSummaryCard />
        <WarehouseUnitsCard />
        <MiningContractsCard />
      </Stack>
    </PageFrame>
  );
}
