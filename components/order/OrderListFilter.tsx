import styled from 'styled-components';
import { ORDER_STATUSES, type OrderStatus } from '@/contract/enums';
import SelectField from '@/components/ui/SelectField';
import { isOrderStatus } from '@/hooks/order/useOrders';
import { useTranslation } from '@/hooks/useTranslation';
import { ORDER_STATUS_LABELS } from '@/components/shared/OrderListFormat';

const Narrow = styled.div`
  max-width: 320px;
`;

interface OrderListFilterProps {
  status: OrderStatus | undefined;
  onChange: (status: OrderStatus | undefined) => void;
}

/** The status of the orders shown, or all of them. */
export default function OrderListFilter({ status, onChange }: OrderListFilterProps) {
  const { t } = useTranslation();
  const options = [
    { value: '', label: t('All statuses') },
    ...ORDER_STATUSES.map((value) => ({ value, label: t(ORDER_STATUS_LABELS[value]) })),
  ];
  return (
    <Narrow>
      <SelectField
        name="status"
        label={t('Status')}
        options={options}
        value={status ?? ''}
        onChange={(event) => onChange(isOrderStatus(event.target.value) ? event.target.value : undefined)}
      />
    </Narrow>
  );
}
