import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Locale } from '@/contract/enums';
import { DEFAULT_LOCALE, isLocale, LANGUAGE_STORAGE_KEY, LANGUAGES, languageOf, UNTRANSLATED_LOCALE } from '@/config/languages';
import { translate, type TranslationTable } from '@/config/translate';
import { LanguageContext, type LanguageContextValue, type Translate } from '@/hooks/context/LanguageContext';
import { useTranslationLoader } from '@/hooks/i18n/useTranslationLoader';
import { embeddedDefaultTable } from './embeddedTable';

interface CurrentTranslations {
  locale: Locale;
  table: TranslationTable;
}

function readStoredLocale(): Locale {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

function storeLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Storage may be disabled; the choice then lasts for this page only.
  }
}

function initialTables(embedded: TranslationTable | null): Map<Locale, TranslationTable> {
  const tables = new Map<Locale, TranslationTable>([[UNTRANSLATED_LOCALE, {}]]);
  if (embedded) tables.set(DEFAULT_LOCALE, embedded);
  return tables;
}

/**
 * The server cannot read local storage, so the server render and the first client render use the
 * default locale, with its table embedded in the page (`_document`); the stored language is applied
 * after mount (fetched first when it is another).
 */
export default function LanguageProvider({ children }: { children: ReactNode }) {
  const [embedded] = useState(embeddedDefaultTable);
  const [current, setCurrent] = useState<CurrentTranslations>({ locale: DEFAULT_LOCALE, table: embedded ?? {} });
  const [isFetching, setIsFetching] = useState(embedded === null);
  const tables = useRef(initialTables(embedded));
  const requested = useRef<Locale>(DEFAULT_LOCALE);

  const loadTable = useTranslationLoader();

  const activate = useCallback(
    async (locale: Locale, remember: boolean) => {
      requested.current = locale;
      let table = tables.current.get(locale);
      if (!table) {
        setIsFetching(true);
        try {
          table = await loadTable(locale);
          tables.current.set(locale, table);
        } catch (error) {
          console.error(error instanceof Error ? error.message : error);
          if (requested.current === locale) setIsFetching(false);
          return;
        }
      }
      if (requested.current !== locale) return;
      setCurrent({ locale, table });
      setIsFetching(false);
      if (remember) storeLocale(locale);
    },
    [loadTable],
  );

  useEffect(() => {
    void activate(readStoredLocale(), false);
  }, [activate]);

  useEffect(() => {
    document.documentElement.lang = languageOf(current.locale).code;
  }, [current.locale]);

  const t = useCallback<Translate>((key, values) => translate(current.table, key, values), [current.table]);
  const setLanguage = useCallback((locale: Locale) => activate(locale, true), [activate]);

  const value = useMemo<LanguageContextValue>(
    () => ({ t, currentLanguage: languageOf(current.locale), languages: LANGUAGES, setLanguage, isFetching }),
    [t, current.locale, setLanguage, isFetching],
  );

  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}
