import { LOCALES, type Locale } from '../contract/enums';

export interface Language {
  locale: Locale;
  language: string;
  code: string;
}

export const LANGUAGES: readonly Language[] = [
  { locale: 'vi-VN', language: 'Tiếng Việt', code: 'vi' },
  { locale: 'en-US', language: 'English', code: 'en' },
];

export const DEFAULT_LOCALE: Locale = 'vi-VN';
/** Keys are the English text, so this locale needs no translation file. */
export const UNTRANSLATED_LOCALE: Locale = 'en-US';
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function languageOf(locale: Locale): Language {
  return LANGUAGES.find((language) => language.locale === locale) ?? LANGUAGES[0];
}
