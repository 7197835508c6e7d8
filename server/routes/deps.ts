import type { ServerConfig } from '../config';
import type { Database } from '../db/types';

export type AppConfig = Pick<ServerConfig, 'apiKey' | 'opsToken' | 'corsOrigins'>;

export interface AppDeps {
  db: Database;
  config: AppConfig;
}
