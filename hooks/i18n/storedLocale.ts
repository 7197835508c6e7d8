import type { Locale } from '@/contract/enums';
import { DEFAULT_LOCALE, isLocale, LANGUAGE_STORAGE_KEY } from '@/config/languages';

/** The language this browser remembers (the default when none is, or storage is off). Browser only. */
export function readStoredLocale(): Locale {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Storage may be disabled; the choice then lasts for this page only.
  }
}
