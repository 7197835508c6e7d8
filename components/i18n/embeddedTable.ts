import { DEFAULT_TABLE_GLOBAL } from '@/config/defaultTableScript';
import type { TranslationTable } from '@/config/translate';

/**
 * The default language's table for the first render, so that the server renders final text and the
 * browser hydrates the same text: no hidden text while a file loads, no layout shift when it lands.
 * The server reads the file (this branch is dropped from browser bundles); the browser the global that
 * the page's deferred script of the table set before the page's own scripts ran (see config/defaultTableScript.ts).
 */
export function embeddedDefaultTable(): TranslationTable | null {
  if (typeof window === 'undefined') {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- server only: kept out of the browser bundle
    return require('@/locales/vi-VN.json') as TranslationTable;
  }
  const table = (window as unknown as Record<string, unknown>)[DEFAULT_TABLE_GLOBAL];
  return table !== null && typeof table === 'object' ? (table as TranslationTable) : null;
}
