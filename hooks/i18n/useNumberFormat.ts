import { numberFormat, type NumberFormat } from '@/config/format';
import { useTranslation } from '@/hooks/useTranslation';

/** The number format of the language shown: amounts, counts and chart axes all go through it. */
export function useNumberFormat(): NumberFormat {
  const { currentLanguage } = useTranslation();
  return numberFormat(currentLanguage.locale);
}
