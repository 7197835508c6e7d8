/** A record's id: a UUID, in either case (ask the database with it lower-cased). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID only as the database writes it (lower case): what a cursor carries back, in its one spelling. */
export const CANONICAL_UUID_PATTERN = new RegExp(UUID_PATTERN.source);

export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);
