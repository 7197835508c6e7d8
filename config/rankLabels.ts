import type { RankCode } from '../contract/enums';
import type { TranslationKey } from './translate';

/** The rank names (translation keys), shared by the dashboard and the compensation plan. */
export const RANK_LABELS: Record<RankCode, TranslationKey> = {
  MEMBER: 'Member',
  BRONZE: 'Bronze',
  SILVER: 'Silver',
  GOLD: 'Gold',
  DIAMOND: 'Diamond',
};
