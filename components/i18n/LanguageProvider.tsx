import { flushSync } from 'react-dom';
import { useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Locale } from '@/contract/enums';
import { DEFAULT_LOCALE, LANGUAGES, languageOf, UNTRANSLATED_LOCALE } from '@/config/languages';
import { translate, type TranslationTable } from '@/config/translate';
import { LanguageContext, type LanguageContextValue, type Translate } from '@/hooks/context/LanguageContext';
import { readStoredLocale, storeLocale } from '@/hooks/i18n/storedLocale';
import { useTranslationLoader } from '@/hooks/i18n/useTranslationLoader';
import { embeddedDefaultTable } from './embeddedTable';
import { UsedKeysContext } from './usedKeys';

interface CurrentTranslations {
  locale: Locale;
  table: TranslationTable;
}

/**
 * The server cannot read local storage, so the server render and the first client render use the
 * default locale. The page embeds the texts its server render used (`_document`), enough to hydrate;
 * after mount the whole table is fetched and the stored language applied (fetched first when it is
 * another). The whole default table replaces the embedded one without a render, since every text on
 * screen is the same in both. A text the embedded part lacks (a view shown only in the browser) holds
 * the page's text, as a table being fetched does, until the whole table is there and renders it.
 */
export default function LanguageProvider({ children }: { children: ReactNode }) {
  const usedKeys = useContext(UsedKeysContext);
  const [firstTable] = useState(embeddedDefaultTable);
  const [current, setCurrent] = useState<CurrentTranslations>({ locale: DEFAULT_LOCALE, table: firstTable ?? {} });
  const [isFetching, setIsFetching] = useState(firstTable === null);
  /** Whole tables by locale (the embedded one is a part of one). */
  const tables = useRef(new Map<Locale, TranslationTable>([[UNTRANSLATED_LOCALE, {}]]));
  const requested = useRef<Locale>(DEFAULT_LOCALE);
  const shown = useRef(current);
  /** The whole default table once it is there, read in place of the embedded part. */
  const completedFirst = useRef<TranslationTable | null>(null);
  /** A key looked up that the embedded part lacks, before the whole table was there. */
  const missedInFirst = useRef(false);
  /** From such a miss, text is held (painted transparent, as while a table loads) while this table is shown. */
  const [holdsText, setHoldsText] = useState<TranslationTable | null>(null);

  const loadTable = useTranslationLoader();

  const activate = useCallback(
    async (locale: Locale, remember: boolean) => {
      requested.current = locale;
      const showsPartOfIt = shown.current.table === firstTable && shown.current.locale === locale;
      let table = tables.current.get(locale);
      if (!table) {
        if (!showsPartOfIt) setIsFetching(true);
        try {
          table = await loadTable(locale);
          tables.current.set(locale, table);
        } catch (error) {
          console.error(error instanceof Error ? error.message : error);
          if (requested.current === locale) setIsFetching(false);
          setHoldsText(null);
          return;
        }
      }
      if (requested.current !== locale) return;
      if (showsPartOfIt && shown.current.table === firstTable && !missedInFirst.current) completedFirst.current = table;
      else setCurrent({ locale, table });
      setIsFetching(false);
      if (remember) storeLocale(locale);
    },
    [loadTable, firstTable],
  );

  useEffect(() => {
    shown.current = current;
  }, [current]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the stored language can only be read after mount
    void activate(readStoredLocale(), false);
  }, [activate]);

  useEffect(() => {
    document.documentElement.lang = languageOf(current.locale).code;
  }, [current.locale]);

  const t = useCallback<Translate>(
    (key, values) => {
      usedKeys?.add(key);
      let table = current.table;
      if (table === firstTable && completedFirst.current) table = completedFirst.current;
      else if (table === firstTable && !Object.hasOwn(table, key) && !missedInFirst.current && typeof window !== 'undefined') {
        missedInFirst.current = true;
        // Held before the browser paints this render's fallback text (a microtask runs before the next paint).
        queueMicrotask(() => flushSync(() => setHoldsText(firstTable)));
      }
      return translate(table, key, values);
    },
    [current.table, firstTable, usedKeys],
  );
  const setLanguage = useCallback((locale: Locale) => activate(locale, true), [activate]);

  const value = useMemo<LanguageContextValue>(
    () => ({
      t,
      currentLanguage: languageOf(current.locale),
      languages: LANGUAGES,
      setLanguage,
      isFetching: isFetching || holdsText === current.table,
    }),
    [t, current.locale, current.table, setLanguage, isFetching, holdsText],
  );

  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}
