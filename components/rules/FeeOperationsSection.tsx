import type { FeeSchedule, FeeScheduleRule } from '@/contract/rules';
import ResponsiveTable from '@/components/ui/ResponsiveTable';
import SectionCard from '@/components/ui/SectionCard';
import type { TranslationKey } from '@/config/translate';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';
import RuleList from './RuleList';
import { feeText } from './ruleFormat';

const RATE_SOURCES: Record<'price' | 'buyPrice', TranslationKey> = {
  price: 'at the EV price',
  buyPrice: 'at the buy-back price',
};

/** Each money operation's fee, minimum fee, minimum amount and a worked example (computed by the server's rule). */
export default function FeeOperationsSection({ schedule }: { schedule: FeeSchedule }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const row = (id: string, operation: string, rule: FeeScheduleRule, rate = '—') => ({
    id,
    operation,
    fee: feeText(format, rule),
    minFee: format.amount(rule.minFee, rule.symbol),
    minimum: format.amount(rule.minimumAmount, rule.symbol),
    rate,
    example: t('%amount%: fee %fee%, %debit% leaves your wallet, %received% arrives', {
      amount: format.amount(rule.example.amount, rule.symbol),
      fee: format.amount(rule.example.fee, rule.symbol),
      debit: format.amount(rule.example.debit, rule.symbol),
      received: format.amount(rule.example.received, rule.example.receivedSymbol),
    }),
  });
  const rows = [
    ...(schedule.withdraw ? [row('withdraw', t('Withdrawal (%symbol%)', { symbol: schedule.withdraw.symbol }), schedule.withdraw)] : []),
    ...(schedule.transfer ? [row('transfer', t('Transfer to a member (%symbol%)', { symbol: schedule.transfer.symbol }), schedule.transfer)] : []),
    ...schedule.swaps.map((swap) =>
      row(
        `swap-${swap.symbol}-${swap.to}`,
        t('Swap %from% → %to%', { from: swap.symbol, to: swap.to }),
        swap,
        `${format.amount('1', swap.symbol)} = ${format.amount(swap.rate, swap.to)} (${t(RATE_SOURCES[swap.rateSource])})`,
      ),
    ),
  ];
  const { withdraw } = schedule;

  return (
    <SectionCard title={t('Withdrawals, transfers and swaps')} description={t('The fee is paid on top of the amount, in the same token. A percentage fee is raised to the minimum fee when lower.')}>
      <ResponsiveTable
        caption={t('Fees of each operation')}
        columns={[
          { key: 'operation', label: t('Operation') },
          { key: 'fee', label: t('Fee'), numeric: true },
          { key: 'minFee', label: t('Minimum fee'), numeric: true },
          { key: 'minimum', label: t('Minimum amount'), numeric: true },
          { key: 'rate', label: t('Rate') },
          { key: 'example', label: t('Example') },
        ]}
        rows={rows}
      />
      <RuleList>
        {withdraw && <li>{t('Withdrawals go to a confirmed address of your address book, usable %hours% hours after its confirmation.', { hours: withdraw.addressDelayHours })}</li>}
        {withdraw?.kycRequired && <li>{t('A withdrawal needs your KYC approved.')}</li>}
        {withdraw && <li>{t('An operator approves each withdrawal; a rejected or cancelled one gives back the amount and the fee.')}</li>}
        {schedule.securityHoldHours > 0 && (
          <li>{t('After a change of password, secure password or 2FA, transfers and withdrawals wait %hours% hours.', { hours: schedule.securityHoldHours })}</li>
        )}
        <li>{t('Only the operations listed here exist: other tokens cannot be withdrawn, transferred or swapped.')}</li>
      </RuleList>
    </SectionCard>
  );
}
