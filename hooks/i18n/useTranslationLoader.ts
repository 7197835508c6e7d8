import { useCallback, useRef } from 'react';
import type { Locale } from '@/contract/enums';
import type { TranslationTable } from '@/config/translate';
import { fetchTranslations } from '@/services/locales';

/** Fetches a language's table; a second call while one is under way shares it. */
export function useTranslationLoader(): (locale: Locale) => Promise<TranslationTable> {
  const pending = useRef(new Map<Locale, Promise<TranslationTable>>());

  return useCallback((locale: Locale) => {
    let request = pending.current.get(locale);
    if (!request) {
      request = fetchTranslations(locale).finally(() => pending.current.delete(locale));
      pending.current.set(locale, request);
    }
    return request;
  }, []);
}
