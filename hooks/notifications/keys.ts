/** Every notification query (count and lists) sits under this key: invalidating it refreshes them all. */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;
export const UNREAD_COUNT_QUERY_KEY = [...NOTIFICATIONS_QUERY_KEY, 'unread-count'] as const;
export const NOTIFICATIONS_REFRESH_MS = 60_000;
