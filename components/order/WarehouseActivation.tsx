import type { WarehouseUnit } from '@/contract/warehouse';
import { useActivateUnit } from '@/hooks/order/useActivateUnit';
import WarehouseActivateDialog from './WarehouseActivateDialog';

interface WarehouseActivationProps {
  unit: WarehouseUnit | null;
  isOpen: boolean;
  onClose: () => void;
}

/** The start-mining dialog with its request (react-query's mutation code comes with it, not with the page's first load). */
export default function WarehouseActivation({ unit, isOpen, onClose }: WarehouseActivationProps) {
  const activate = useActivateUnit(onClose);
  return (
    <WarehouseActivateDialog
      unit={unit}
      isOpen={isOpen}
      busy={activate.isPending}
      onConfirm={(chosen) => activate.mutate(chosen._id)}
      onDismiss={() => !activate.isPending && onClose()}
    />
  );
}
