import { useMutation } from '@tanstack/react-query';
import type { StatementCsvParams } from '@/contract/requests/statement';
import type { StatementFile } from '@/contract/statement';
import { fetchStatementCsv } from '@/services/statement';
import { useTranslation } from '@/hooks/useTranslation';
import { saveFile } from './saveFile';
import { memberTimeZone } from './timeZone';

export type CsvFilters = Omit<StatementCsvParams, 'tz' | 'lang'>;

/** Downloads one CSV file of the member's statements, in this device's time zone and the portal's language. */
export function useCsvDownload(file: StatementFile, filters: CsvFilters) {
  const { currentLanguage } = useTranslation();
  const mutation = useMutation({
    mutationFn: () => fetchStatementCsv(file, { ...filters, tz: memberTimeZone(), lang: currentLanguage.locale }),
    onSuccess: ({ fileName, bytes }) => saveFile(fileName, bytes, 'text/csv;charset=utf-8'),
  });
  return { download: () => mutation.mutate(), isPending: mutation.isPending, error: mutation.error };
}
