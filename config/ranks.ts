/** Ranks by team volume (USDT of the downline's completed orders), lowest first. */
export const RANKS = [
  { code: 'MEMBER', minTeamVolume: '0' },
  { code: 'BRONZE', minTeamVolume: '1000' },
  { code: 'SILVER', minTeamVolume: '5000' },
  { code: 'GOLD', minTeamVolume: '20000' },
  { code: 'DIAMOND', minTeamVolume: '100000' },
] as const;
export type RankCode = (typeof RANKS)[number]['code'];
