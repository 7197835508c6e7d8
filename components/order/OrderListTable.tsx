import type { Order } from '@/contract/orders';
import Button from '@/components/ui/Button';
import ResponsiveTable from '@/components/ui/ResponsiveTable';
import VisuallyHidden from '@/components/ui/VisuallyHidden';
import { useLocalizedText } from '@/hooks/useProducts';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';
import { itemsSummary, ORDER_METHOD_LABELS, orderTotalText } from '@/components/shared/OrderListFormat';
import OrderStatusBadge from '@/components/shared/OrderStatusBadge';

interface OrderListTableProps {
  orders: readonly Order[];
  onShow: (order: Order) => void;
}

/** Orders: a table from md up, one card per order on phones; each opens its details. */
export default function OrderListTable({ orders, onShow }: OrderListTableProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const localized = useLocalizedText();
  const formatDateTime = useFormatDateTime();

  const rows = orders.map((order) => ({
    id: order._id,
    code: <strong>{order.code}</strong>,
    date: formatDateTime(order.createdAt),
    method: t(ORDER_METHOD_LABELS[order.method]),
    items: itemsSummary(order.items, localized),
    total: orderTotalText(order, format),
    status: <OrderStatusBadge status={order.status} />,
    details: (
      <Button $variant="neutral" onClick={() => onShow(order)}>
        {t('Details')}
        <VisuallyHidden> {order.code}</VisuallyHidden>
      </Button>
    ),
  }));

  return (
    <ResponsiveTable
      caption={t('Orders')}
      rows={rows}
      columns={[
        { key: 'code', label: t('Order code') },
        { key: 'date', label: t('Date') },
        { key: 'method', label: t('Method') },
        { key: 'items', label: t('Items') },
        { key: 'total', label: t('Total'), numeric: true },
        { key: 'status', label: t('Status') },
        { key: 'details', label: t('Actions') },
      ]}
    />
  );
}
