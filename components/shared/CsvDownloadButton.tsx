import Button from '@/components/ui/Button';
import ErrorNote from '@/components/ui/ErrorNote';
import type { StatementFile } from '@/contract/statement';
import { useCsvDownload, type CsvFilters } from '@/hooks/statement/useCsvDownload';
import { useTranslation } from '@/hooks/useTranslation';

interface CsvDownloadButtonProps {
  file: StatementFile;
  filters: CsvFilters;
  label: string;
}

/** Downloads one CSV file; says why when the server refuses it. */
export default function CsvDownloadButton({ file, filters, label }: CsvDownloadButtonProps) {
  const { t } = useTranslation();
  const { download, isPending, failure } = useCsvDownload(file, filters);
  return (
    <>
      <Button $variant="secondary" onClick={download} disabled={isPending} aria-busy={isPending} data-testid={`csv-${file}`}>
        {isPending ? t('Preparing the file…') : label}
      </Button>
      {failure && <ErrorNote role="alert">{failure}</ErrorNote>}
    </>
  );
}
