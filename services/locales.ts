import type { Locale } from '@/contract/enums';
import type { TranslationTable } from '@/config/translate';

export class TranslationLoadError extends Error {
  constructor(
    readonly locale: Locale,
    readonly statusText: string,
  ) {
    super(`Failed to load the ${locale} translations: ${statusText}`);
    this.name = 'TranslationLoadError';
  }
}

/** Translation files are static files of the portal's own origin, not API calls. */
export async function fetchTranslations(locale: Locale): Promise<TranslationTable> {
  const url = new URL(`/locales/${locale}.json`, window.location.origin);
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new TranslationLoadError(locale, error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) throw new TranslationLoadError(locale, response.statusText || String(response.status));
  return (await response.json()) as TranslationTable;
}
