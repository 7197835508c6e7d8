import SummaryList from '@/components/ui/SummaryList';
import { formatAmount } from '@/config/format';
import type { TranslationKey } from '@/config/translate';
import { useTranslation } from '@/hooks/useTranslation';
import { debitOf, FEE_ON_TOP } from '@/hooks/wallet/amountRules';

interface AmountSummaryProps {
  /** The amount paid, in `feeSymbol`. */
  amount: string;
  fee: string;
  feeSymbol: string;
  received: string;
  receivedSymbol: string;
  receivedLabel?: TranslationKey;
}

/** "Fee", "Total debited" (fee on top) and "You receive" (or "Recipient receives"), formatted (SPEC 9). */
export default function AmountSummary({ amount, fee, feeSymbol, received, receivedSymbol, receivedLabel = 'You receive' }: AmountSummaryProps) {
  const { t } = useTranslation();
  return (
    <SummaryList aria-live="polite">
      <dt>{t('Fee')}</dt>
      <dd data-testid="fee">{formatAmount(fee, feeSymbol)}</dd>
      {FEE_ON_TOP && (
        <>
          <dt>{t('Total debited')}</dt>
          <dd data-testid="debit">{formatAmount(debitOf(amount, fee), feeSymbol)}</dd>
        </>
      )}
      <dt>{t(receivedLabel)}</dt>
      <dd data-testid="received">{formatAmount(received, receivedSymbol)}</dd>
    </SummaryList>
  );
}
