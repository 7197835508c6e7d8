import Button from '@/components/ui/Button';
import ErrorNote from '@/components/ui/ErrorNote';
import type { StatementFile } from '@/contract/statement';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useCsvDownload, type CsvFilters } from '@/hooks/statement/useCsvDownload';
import { useTranslation } from '@/hooks/useTranslation';

interface CsvDownloadButtonProps {
  file: StatementFile;
  filters: CsvFilters;
  label: string;
}

const RANGE_FIELDS = ['from', 'to', 'tz', 'month'] as const;

/** Downloads one CSV file; says why when the server refuses it. */
export default function CsvDownloadButton({ file, filters, label }: CsvDownloadButtonProps) {
  const { t } = useTranslation();
  const { errorMessage, fieldError } = useServerErrors();
  const { download, isPending, error } = useCsvDownload(file, filters);
  const reason = error ? (RANGE_FIELDS.map((field) => fieldError(error, field)).find(Boolean) ?? errorMessage(error)) : null;
  return (
    <>
      <Button $variant="secondary" onClick={download} disabled={isPending} aria-busy={isPending} data-testid={`csv-${file}`}>
        {isPending ? t('Preparing the file…') : label}
      </Button>
      {reason && <ErrorNote role="alert">{reason}</ErrorNote>}
    </>
  );
}
