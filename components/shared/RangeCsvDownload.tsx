import Card from '@/components/ui/Card';
import ButtonRow from '@/components/ui/ButtonRow';
import TextLink from '@/components/ui/TextLink';
import type { StatementFile } from '@/contract/statement';
import { ROUTES } from '@/config/routes';
import { csvRange } from '@/hooks/statement/ranges';
import type { CsvFilters } from '@/hooks/statement/useCsvDownload';
import { useIsClient } from '@/hooks/ui/useIsClient';
import { useTranslation } from '@/hooks/useTranslation';
import CsvDownloadButton from './CsvDownloadButton';

interface RangeCsvDownloadProps {
  file: StatementFile;
  /** The dates the list shows (an open side is filled as the server fills it, at most 366 days). */
  from?: string;
  to?: string;
  filters?: Omit<CsvFilters, 'from' | 'to'>;
}

/**
 * The dates until the card is in the browser: the server's today may be another day than the member's (UTC while
 * the member is in Vietnam, where 17:00-24:00 UTC is already tomorrow), and a date rendered on both sides would not
 * hydrate.
 */
const UNKNOWN_RANGE = { from: '…', to: '…' };

/** A list's "download as CSV" for the dates it shows, with a link to the monthly statement. */
export default function RangeCsvDownload({ file, from, to, filters = {} }: RangeCsvDownloadProps) {
  const { t } = useTranslation();
  const range = useIsClient() ? csvRange(from, to) : UNKNOWN_RANGE;
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
