import Button from '@/components/ui/Button';
import ButtonRow from '@/components/ui/ButtonRow';
import Card from '@/components/ui/Card';
import SelectField from '@/components/ui/SelectField';
import Stack from '@/components/ui/Stack';
import { monthOf, monthsSince } from '@/hooks/statement/ranges';
import { useAuth } from '@/hooks/useAuth';
import { useTranslation } from '@/hooks/useTranslation';
import CsvDownloadButton from '@/components/shared/CsvDownloadButton';
import { monthLabel } from './statementFormat';

/** How many months back the month list offers while the member's join date is not known. */
const MONTHS_BEFORE_PROFILE = 24;

interface StatementToolbarProps {
  month: string;
  onMonth: (month: string) => void;
  /** The month's days, once the statement is loaded: the range of its CSV files. */
  range: { from: string; to: string } | null;
}

/** The month, "Print / save as PDF" and the month's CSV files; not printed. */
export default function StatementToolbar({ month, onMonth, range }: StatementToolbarProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const today = new Date();
  // From this month back to the month the member joined (no statement before the account existed).
  const first = user ? monthOf(new Date(user.createdAt)) : monthOf(today, MONTHS_BEFORE_PROFILE - 1);
  const months = monthsSince(first, today);
  if (!months.includes(month)) months.push(month);
  return (
    <Card aria-labelledby="statement-tools" data-no-print>
      <h2 id="statement-tools">{t('Month and files')}</h2>
      <Stack>
        <SelectField
          name="month"
          label={t('Month')}
          value={month}
          options={months.map((value) => ({ value, label: monthLabel(value) }))}
          onChange={(event) => onMonth(event.target.value)}
        />
        <ButtonRow>
          <Button onClick={() => window.print()}>{t('Print / save as PDF')}</Button>
          {range && (
            <>
              <CsvDownloadButton file="ledger" filters={range} label={t('Transactions CSV')} />
              <CsvDownloadButton file="bonus" filters={range} label={t('Bonus CSV')} />
              <CsvDownloadButton file="orders" filters={range} label={t('Orders CSV')} />
            </>
          )}
        </ButtonRow>
      </Stack>
    </Card>
  );
}
