import { DEFAULT_LOCALE } from './languages';
import type { TranslationTable } from './translate';

/**
 * The default language's table reaches the browser's first render as a static script of the portal's
 * origin (public/locales/vi-VN.js, written with the JSON files by scripts/sync-locales.ts): the browser
 * keeps it between pages, where a block in every page was most of the HTML the server wrote each time.
 * The script only sets this global (CSP: script-src 'self', no inline script).
 */
export const DEFAULT_TABLE_GLOBAL = '__filhubDefaultLocale';

/** Where the script is served (a public file); `?v=` changes with its text, so no browser keeps an old one. */
export const DEFAULT_TABLE_SCRIPT_PATH = `/locales/${DEFAULT_LOCALE}.js`;

/** The text of the script: the table as a JSON string (parsed faster than an object literal of its size). */
export function defaultTableScript(table: TranslationTable): string {
  return `self[${JSON.stringify(DEFAULT_TABLE_GLOBAL)}]=JSON.parse(${JSON.stringify(JSON.stringify(table))});\n`;
}

/** A short digest of a text (FNV-1a, 32 bits), for the script's `?v=`. */
export function textVersion(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** The script's address with the version of its text. */
export function defaultTableScriptSrc(table: TranslationTable): string {
  return `${DEFAULT_TABLE_SCRIPT_PATH}?v=${textVersion(defaultTableScript(table))}`;
}
