import type { RankCode } from '@/contract/enums';
import type { TranslationKey } from '@/config/translate';

export const RANK_LABELS: Record<RankCode, TranslationKey> = {
  MEMBER: 'Member',
  BRONZE: 'Bronze',
  SILVER: 'Silver',
  GOLD: 'Gold',
  DIAMOND: 'Diamond',
};
