import Card from '@/components/ui/Card';
import ButtonRow from '@/components/ui/ButtonRow';
import TextLink from '@/components/ui/TextLink';
import type { StatementFile } from '@/contract/statement';
import { ROUTES } from '@/config/routes';
import { csvRange } from '@/hooks/statement/ranges';
import { useBrowserToday } from '@/hooks/statement/useBrowserToday';
import type { CsvFilters } from '@/hooks/statement/useCsvDownload';
import { useTranslation } from '@/hooks/useTranslation';
import CsvDownloadButton from './CsvDownloadButton';

interface RangeCsvDownloadProps {
  file: StatementFile;
  /** The dates the list shows (an open side is filled as the server fills it, at most 366 days). */
  from?: string;
  to?: string;
  filters?: Omit<CsvFilters, 'from' | 'to'>;
}

/** Shown for the dates until the browser's today is known (the server's may be another day). */
const UNKNOWN_RANGE = { from: '…', to: '…' };

/** A list's "download as CSV" for the dates it shows, with a link to the monthly statement. */
export default function RangeCsvDownload({ file, from, to, filters = {} }: RangeCsvDownloadProps) {
  const { t } = useTranslation();
  const today = useBrowserToday();
  const range = today ? csvRange(from, to, new Date(`${today}T00:00:00`)) : UNKNOWN_RANGE;
  return (
    <Card aria-labelledby={`csv-${file}-heading`}>
      <h2 id={`csv-${file}-heading`}>{t('Export')}</h2>
      <ButtonRow>
        <span>{t('CSV file of %from% to %to% (at most 366 days, your time zone)', range)}</span>
        <CsvDownloadButton file={file} filters={{ ...filters, ...range }} label={t('Download CSV')} />
        <TextLink href={ROUTES.statement}>{t('Monthly statement')}</TextLink>
      </ButtonRow>
    </Card>
  );
}
