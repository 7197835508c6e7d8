import type { FeeSchedule } from '@/contract/rules';
import SectionCard from '@/components/ui/SectionCard';
import { CURRENCY_SYMBOL } from '@/config/tokens';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';
import RuleList from './RuleList';

/** Paying for orders: bank transfer in VND at the operator's rate, points, upgrades; none of them charges a fee. */
export default function FeePaymentsSection({ schedule }: { schedule: FeeSchedule }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const { bank, point } = schedule;
  return (
    <SectionCard title={t('Paying for orders')} description={t('Orders, by bank transfer or by points, and upgrades carry no fee.')}>
      <RuleList>
        <li>
          {t('Bank transfer: you transfer the USDT total × %rate% VND, rounded up to a whole dong (e.g. %usdt% = %vnd%).', {
            rate: format.number(bank.usdtVndRate, 0),
            usdt: format.amount(bank.example.usdt, CURRENCY_SYMBOL),
            vnd: format.vnd(bank.example.vnd),
          })}
        </li>
        <li>
          {bank.rateFromSettings
            ? t('The VND rate is set by the operator in the portal; the amount is fixed when the order is placed.')
            : t("The VND rate is the portal's default (the operator has not set one); the amount is fixed when the order is placed.")}
        </li>
        <li>{t('A bank order waits %hours% hours for the transfer; after that it expires.', { hours: bank.expiresAfterHours })}</li>
        <li>{t('Points: pay from your %symbols% balance (EV at the price in points, USDT at the price); the order completes at once.', { symbols: point.symbols.join(' / ') })}</li>
      </RuleList>
    </SectionCard>
  );
}
