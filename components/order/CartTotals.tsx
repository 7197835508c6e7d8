import { CURRENCY_SYMBOL, MAIN_TOKEN_SYMBOL } from '@/config/tokens';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';
import { DetailList } from './styles';

interface CartTotalsProps {
  /** USDT. */
  total: string;
  /** Points (EV). */
  pointTotal: string;
}

/** The order's total in USDT and in points. */
export default function CartTotals({ total, pointTotal }: CartTotalsProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return (
    <DetailList aria-live="polite">
      <dt>{t('Total in USDT')}</dt>
      <dd data-testid="cart-total">{format.amount(total, CURRENCY_SYMBOL)}</dd>
      <dt>{t('Total in points')}</dt>
      <dd data-testid="cart-point-total">{format.amount(pointTotal, MAIN_TOKEN_SYMBOL)}</dd>
    </DetailList>
  );
}
