/** Team activity's, team search's and the notification list's error codes and their English texts (part of ERROR_TEXTS, contract/errors.ts). */
export const TEAM_ERROR_TEXTS = {
  DOWNLINE_SORT_INVALID: 'Sort must be one of joined, ownVolume, teamVolume',
  TEAM_SEARCH_REQUIRED: 'Type the start of a username or a name',
  TEAM_SEARCH_TOO_LONG: 'Search must be at most 50 characters',
  NOTIFICATION_KIND_INVALID: 'Kind must be one of money, orders, security, team, account',
} as const;
