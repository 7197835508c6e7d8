import type { TranslationKey, TranslationValues } from './translate';

/** Bonus types: LEVEL_n as "Level n", DIRECT and BONUS by name, others as sent. */
export function bonusTypeLabel(t: (key: TranslationKey, values?: TranslationValues) => string, type: string): string {
  const level = /^LEVEL_?(\d+)$/i.exec(type);
  if (level) return t('Level %level%', { level: level[1] });
  if (type === 'DIRECT') return t('Direct');
  if (type === 'BONUS') return t('Bonus');
  return type;
}
