import type { RankCode } from '../contract/enums';

/** Ranks by team volume (USDT of the downline's completed orders), lowest first: one per RANK_CODES entry. */
export const RANKS: readonly { code: RankCode; minTeamVolume: string }[] = [
  { code: 'MEMBER', minTeamVolume: '0' },
  { code: 'BRONZE', minTeamVolume: '1000' },
  { code: 'SILVER', minTeamVolume: '5000' },
  { code: 'GOLD', minTeamVolume: '20000' },
  { code: 'DIAMOND', minTeamVolume: '100000' },
];
