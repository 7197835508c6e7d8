import type vietnamese from '@/locales/vi-VN.json';

export type TranslationKey = keyof typeof vietnamese;
export type TranslationTable = Readonly<Record<string, string>>;
export type TranslationValues = Readonly<Record<string, string | number | null | undefined>>;

const PLACEHOLDER = /%(\w+)%/g;

/** A missing key falls back to the key; `%name%` takes `values.name` unless it is null or undefined. */
export function translate(table: TranslationTable, key: string, values?: TranslationValues): string {
  const text = table[key] || key;
  if (!values) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = values[name];
    return value === null || value === undefined ? placeholder : String(value);
  });
}
