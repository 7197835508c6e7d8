/** Where a keyset page ends: the last item's sort key (its time to the microsecond, as PostgreSQL keeps it, and id). */
export interface KeyCursor {
  /** ISO date-time in UTC with up to six decimals. */
  at: string;
  id: string;
}

const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const ID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d{1,18})$/;

/** The cursor a client sends back for the next page: opaque to it (base64url). */
export const encodeKeyCursor = (cursor: KeyCursor): string => Buffer.from(`${cursor.at}|${cursor.id}`, 'utf8').toString('base64url');

/** The key in a cursor, or null when it is not one this server made. */
export function decodeKeyCursor(value: string): KeyCursor | null {
  if (!/^[A-Za-z0-9_-]{1,120}$/.test(value)) return null;
  const [at, id, ...rest] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !at || !id || !AT.test(at) || !ID.test(id) || Number.isNaN(Date.parse(at))) return null;
  return { at, id };
}
