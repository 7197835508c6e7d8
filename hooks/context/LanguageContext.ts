import { createContext } from 'react';
import type { Locale } from '@/contract/enums';
import type { Language } from '@/config/languages';
import type { TranslationKey, TranslationValues } from '@/config/translate';

export type Translate = (key: TranslationKey, values?: TranslationValues) => string;

export interface LanguageContextValue {
  t: Translate;
  currentLanguage: Language;
  languages: readonly Language[];
  setLanguage: (locale: Locale) => Promise<void>;
  isFetching: boolean;
}

export const LanguageContext = createContext<LanguageContextValue | null>(null);
