import type { OrderItem } from '@/contract/orders';
import Table from '@/components/ui/Table';
import { CURRENCY_SYMBOL, MAIN_TOKEN_SYMBOL } from '@/config/tokens';
import { useLocalizedText } from '@/hooks/useProducts';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';

/** The lines of an order: product, quantity and unit price in USDT and points. */
export default function OrderDetailLines({ items }: { items: readonly OrderItem[] }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const localized = useLocalizedText();
  return (
    <Table>
      <caption>{t('Products')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('Product')}</th>
          <th scope="col" className="number">
            {t('Quantity')}
          </th>
          <th scope="col" className="number">
            {t('Unit price')}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={`${item.productId}-${item.code}`}>
            <td>{localized(item.name)}</td>
            <td className="number">{item.quantity}</td>
            <td className="number">
              {format.amount(item.unitPrice, CURRENCY_SYMBOL)}
              <br />
              {format.amount(item.unitPointPrice, MAIN_TOKEN_SYMBOL)}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
