import type { TranslationKey } from '@/config/translate';
import type { StatementCsvParams } from '@/contract/requests/statement';
import type { StatementFile } from '@/contract/statement';
import type { Translate } from '@/hooks/context/LanguageContext';
import { isApiError } from '@/services/apiError';
import { errorTextOf, loadErrorTexts } from '@/services/errorTexts';
import { fetchStatementCsv } from '@/services/statement';
import { saveFile } from '@/hooks/ui/saveFile';

// Loaded on the first press of a download button: the lists' first load carries only the button.

/** Fetches one CSV file and hands it to the browser's download. */
export async function downloadCsv(file: StatementFile, params: StatementCsvParams): Promise<void> {
  const { fileName, bytes } = await fetchStatementCsv(file, params);
  saveFile(fileName, bytes, 'text/csv;charset=utf-8');
}

const RANGE_FIELDS = ['from', 'to', 'tz', 'lang'] as const;

/** Why a file was refused, in the current language: the range's field code first, else the answer's code. */
export async function csvFailureText(error: unknown, t: Translate): Promise<string> {
  await loadErrorTexts().catch(() => undefined);
  const codes = isApiError(error) ? [...RANGE_FIELDS.map((field) => error.fieldCodes?.[field]), error.code] : [];
  const text = codes.map(errorTextOf).find((found) => found !== undefined);
  return text ? t(text as TranslationKey) : t('Something went wrong, please try again');
}
