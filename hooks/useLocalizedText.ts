import type { LocalizedText } from '@/contract/common';
import { useTranslation } from './useTranslation';

/** Picks the text of the current language (Vietnamese or English). */
export function useLocalizedText(): (text: LocalizedText) => string {
  const { currentLanguage } = useTranslation();
  return (text) => (currentLanguage.code === 'en' ? text.en : text.vi) || text.vi;
}
