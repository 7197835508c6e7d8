import type { ServerConfig } from '../config';
import type { Database } from '../db/types';
import type { TokenKeyring } from '../domain/token-secrets';
import type { MailDelivery } from '../mail/delivery';

export type AppConfig = Pick<
  ServerConfig,
  | 'apiKey'
  | 'opsToken'
  | 'corsOrigins'
  | 'production'
  | 'jwtAccessSecret'
  | 'jwt2faSecret'
  | 'publicUrl'
  | 'smtpUrl'
  | 'mailFrom'
  | 'rateLimits'
  | 'sessionLifetimes'
>;

/** What createApp needs; the rest has defaults (the real clock, the keyring of the config, its mail delivery). */
export interface AppInput {
  db: Database;
  config: AppConfig;
  now?: () => Date;
  tokenKeys?: TokenKeyring;
  mail?: MailDelivery;
}

export interface AppDeps {
  db: Database;
  config: AppConfig;
  /** The clock of every expiry and rate-limit window (injectable for tests). */
  now: () => Date;
  tokenKeys: TokenKeyring;
  mail: MailDelivery;
}
