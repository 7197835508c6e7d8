import { useState } from 'react';
import type { StatementCsvParams } from '@/contract/requests/statement';
import type { StatementFile } from '@/contract/statement';
import { useTranslation } from '@/hooks/useTranslation';
import { memberTimeZone } from './timeZone';

export type CsvFilters = Omit<StatementCsvParams, 'tz' | 'lang'>;

/** Downloads one CSV file of the member's statements, in this device's time zone and the portal's language. */
export function useCsvDownload(file: StatementFile, filters: CsvFilters) {
  const { t, currentLanguage } = useTranslation();
  const [isPending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const download = async () => {
    setPending(true);
    setFailure(null);
    const loader = await import('./downloadCsv');
    try {
      await loader.downloadCsv(file, { ...filters, tz: memberTimeZone(), lang: currentLanguage.locale });
    } catch (error) {
      setFailure(await loader.csvFailureText(error, t));
    } finally {
      setPending(false);
    }
  };
  return { download: () => void download(), isPending, failure };
}
