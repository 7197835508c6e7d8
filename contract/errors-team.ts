/** Team activity's error codes and their English texts (part of ERROR_TEXTS, contract/errors.ts). */
export const TEAM_ERROR_TEXTS = {
  DOWNLINE_SORT_INVALID: 'Sort must be one of joined, ownVolume, teamVolume',
} as const;
