// What the sections of the scale-out check share: the two instances, the report and a reader of the database.
import type { CheckReport } from './check-report';
import type { SqlReader } from './ledger-audit';
import type { ProductionServer } from './production-server';

export interface ScaleOutContext {
  a: ProductionServer;
  b: ProductionServer;
  report: CheckReport;
  /** A direct connection to the shared PostgreSQL database (PostgreSQL serves any number of readers). */
  reader: SqlReader;
}

export const PASSWORD = 'Demo@12345';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
