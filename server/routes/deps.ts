import type { ServerConfig } from '../config';
import type { Database } from '../db/types';
import type { TokenKeyring } from '../token-secrets';
import type { ClientIp } from '../http/client-info';
import type { SessionCheck } from '../http/session-check';
import type { MailDelivery } from '../mail/delivery';
import type { UploadStore } from '../storage/uploads';
import type { VapidKeyring } from '../vapid-keys';

export type AppConfig = Pick<
  ServerConfig,
  | 'apiKey'
  | 'corsOrigins'
  | 'production'
  | 'jwtAccessSecret'
  | 'jwt2faSecret'
  | 'deviceCookieSecret'
  | 'trustProxy'
  | 'publicUrl'
  | 'smtpUrl'
  | 'mailFrom'
  | 'mailDir'
  | 'paymentWebhookSecret'
  | 'rateLimits'
  | 'sessionLifetimes'
  | 'uploadDir'
  | 'push'
>;

/**
 * What createApp needs; the rest has defaults (the real clock, the keyring of the config, its mail delivery,
 * files in its upload directory).
 */
export interface AppInput {
  db: Database;
  config: AppConfig;
  now?: () => Date;
  tokenKeys?: TokenKeyring;
  mail?: MailDelivery;
  uploads?: UploadStore;
  vapidKeys?: VapidKeyring;
}

export interface AppDeps {
  db: Database;
  config: AppConfig;
  /** The clock of every expiry and rate-limit window (injectable for tests). */
  now: () => Date;
  tokenKeys: TokenKeyring;
  /** Whether an access token's session is still live (checked on every member request). */
  sessionCheck: SessionCheck;
  mail: MailDelivery;
  uploads: UploadStore;
  /** The VAPID key pair of web push (team alerts). */
  vapidKeys: VapidKeyring;
  /** The client's address of a request (the socket's peer, or per config.trustProxy); null when unknown. */
  clientIp: ClientIp;
}
