import { PgTransaction } from 'drizzle-orm/pg-core';

import type { Database } from './types';

/** True when `db` is a transaction already open (a use case called inside another's joins it). */
export const isOpenTransaction = (db: Database): boolean => db instanceof PgTransaction;
