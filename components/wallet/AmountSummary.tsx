import SummaryList from '@/components/ui/SummaryList';
import type { TranslationKey } from '@/config/translate';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';
import { debitOf, FEE_ON_TOP } from '@/contract/money-rules/fees';

interface AmountSummaryProps {
  /** The amount paid, in `feeSymbol`. */
  amount: string;
  fee: string;
  feeSymbol: string;
  received: string;
  receivedSymbol: string;
  receivedLabel?: TranslationKey;
}

/** "Fee", "Total debited" (fee on top) and "You receive" (or "Recipient receives"), each formatted in the shown language. */
export default function AmountSummary({ amount, fee, feeSymbol, received, receivedSymbol, receivedLabel = 'You receive' }: AmountSummaryProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return (
    <SummaryList aria-live="polite">
      <dt>{t('Fee')}</dt>
      <dd data-testid="fee">{format.amount(fee, feeSymbol)}</dd>
      {FEE_ON_TOP && (
        <>
          <dt>{t('Total debited')}</dt>
          <dd data-testid="debit">{format.amount(debitOf(amount, fee), feeSymbol)}</dd>
        </>
      )}
      <dt>{t(receivedLabel)}</dt>
      <dd data-testid="received">{format.amount(received, receivedSymbol)}</dd>
    </SummaryList>
  );
}
