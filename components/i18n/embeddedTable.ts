import type { TranslationTable } from '@/config/translate';

/** The id of the JSON block in which `_document` sends the texts of the page's first render. */
export const EMBEDDED_TABLE_ID = '__filhub_default_locale__';

/**
 * The default language's table for the first render, so that the server renders final text and the browser
 * hydrates the same text: no hidden text while a file loads, no layout shift when it lands. The server reads
 * the whole file (this branch is dropped from browser bundles); the browser reads the page's block, which holds
 * only the texts that the server's render used (`embeddedTableJson`; the whole table is fetched after mount).
 */
export function embeddedDefaultTable(): TranslationTable | null {
  if (typeof window === 'undefined') {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- server only: kept out of the browser bundle
    return require('@/locales/vi-VN.json') as TranslationTable;
  }
  const text = document.getElementById(EMBEDDED_TABLE_ID)?.textContent;
  try {
    return text ? (JSON.parse(text) as TranslationTable) : null;
  } catch {
    return null;
  }
}
