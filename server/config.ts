import path from 'node:path';

import { DEFAULT_RATE_LIMITS } from './domain/rate-limits';
import type { RateLimitRule, RateLimits } from './domain/rate-limits';
import { DEFAULT_SESSION_LIFETIMES } from './domain/session-lifetimes';
import type { SessionLifetimes } from './domain/session-lifetimes';
import { parseTrustProxy } from './http/client-info';
import type { TrustProxy } from './http/client-info';

export interface ServerConfig {
  /** Expected `x-api-key` (a client identifier, not a secret). */
  apiKey: string;
  /** PostgreSQL server; null selects the embedded PGlite in dataDir. */
  databaseUrl: string | null;
  dataDir: string;
  /** Uploaded files (avatars/, kyc/): UPLOAD_DIR, default `<dataDir>/uploads`. */
  uploadDir: string;
  /** Origins allowed by CORS, for a portal served from another origin than `npm run api`. */
  corsOrigins: string[];
  /** NODE_ENV=production: unset token secrets are generated once and kept in the database. */
  production: boolean;
  /** HS256 secret of access tokens; null: generated (see domain/token-secrets.ts). */
  jwtAccessSecret: string | null;
  /** HS256 secret of the 2FA-step token (gg2FAToken); null: generated. */
  jwt2faSecret: string | null;
  /** HMAC-SHA256 key of the device cookie (devices a member signed in from); null: generated. */
  deviceCookieSecret: string | null;
  /**
   * TRUST_PROXY: the proxies in front of the app whose X-Forwarded-For entries are believed (a number of hops,
   * or addresses/CIDRs/proxy-addr names); null: none, the client address is the socket's peer.
   */
  trustProxy: TrustProxy;
  /**
   * The portal's public address, the base of every link the server sends (see domain/portal-links.ts):
   * PUBLIC_URL, required in production; in development `http://localhost:PORT` (PORT default 3000).
   * Never the request's Host.
   */
  publicUrl: string;
  /** SMTP server of outgoing mail (smtp://user:pass@host:587); null: mail goes to the server log. */
  smtpUrl: string | null;
  mailFrom: string;
  /**
   * MAIL_DIR: without SMTP, each mail is also written there as `.txt` and `.html` files (to look at a mail as a
   * member sees it; the browser tests read their mail there); null: the log only.
   */
  mailDir: string | null;
  /** HMAC-SHA256 key of the bank webhook's X-Signature (PAYMENT_WEBHOOK_SECRET); null turns the webhook off (404). */
  paymentWebhookSecret: string | null;
  rateLimits: RateLimits;
  sessionLifetimes: SessionLifetimes;
  /** The hourly accrual of mining rewards in the running server; MINING_TIMER=off turns it off. */
  miningTimer: boolean;
  /** Web push (team alerts): the VAPID keys and which endpoints the server may send to. */
  push: PushConfig;
  /**
   * The demo world (members, history, operators with the README's passwords and authenticator secrets) on a database
   * without members: in development and tests; in production only with SEED_DEMO=true. SEED_DEMO=false turns it off
   * in development too. Reference data (settings, tokens, banks, products) is seeded everywhere.
   */
  demoWorld: boolean;
  /**
   * SEED_DEMO=true: the demo world asked for on purpose (a warning at every start). Otherwise a production server
   * refuses to start while an account signs in with a published demo credential (operations/demo-accounts.ts).
   */
  demoWorldRequested: boolean;
}

export interface PushConfig {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (both or neither); null: a pair generated once and kept in server_secrets. */
  vapidPublicKey: string | null;
  vapidPrivateKey: string | null;
  /**
   * PUSH_LOOPBACK_ENDPOINTS=true: also send to http endpoints on 127.0.0.1/localhost (the browser tests' fake push
   * service). Off by default: only https endpoints of the known push services.
   */
  loopbackEndpoints: boolean;
}

const nonEmpty = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null);

export const DEFAULT_API_KEY = 'filhub-dev-key';
export const DEFAULT_MAIL_FROM = 'FilHub <no-reply@filhub.local>';

/** A setting the server cannot start with (missing or malformed): its message names the variable. */
export class ServerConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ServerConfigError';
  }
}

export const PUBLIC_URL_REQUIRED =
  "PUBLIC_URL is not set. In production (NODE_ENV=production) set PUBLIC_URL to the portal's public address, " +
  'e.g. PUBLIC_URL=https://portal.example.com: the links the server e-mails (password reset) are built from it, ' +
  "never from the request's Host.";

/**
 * The base of the links the server sends: PUBLIC_URL without its trailing slash (an absolute http(s) URL
 * without query or fragment); unset, `http://localhost:PORT` in development and an error in production.
 */
export function resolvePublicUrl(env: NodeJS.ProcessEnv): string {
  const configured = nonEmpty(env.PUBLIC_URL);
  if (!configured) {
    if (env.NODE_ENV === 'production') throw new ServerConfigError(PUBLIC_URL_REQUIRED);
    const port = Number.parseInt(env.PORT ?? '', 10);
    return `http://localhost:${Number.isInteger(port) && port > 0 ? port : 3000}`;
  }
  const url = URL.canParse(configured) ? new URL(configured) : null;
  if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash || url.username || url.password) {
    throw new ServerConfigError(
      "PUBLIC_URL is not a valid address: set it to the portal's http(s) address without query or fragment, e.g. https://portal.example.com.",
    );
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

const flag = (value: string | undefined) => value?.trim().toLowerCase();

/**
 * The per-member limits of heavy reads, each tunable per minute: STATEMENTS_PER_MINUTE (statements and CSV files)
 * and TEAM_PAGES_PER_MINUTE (the team's pages); a positive whole number, else unset for the default.
 */
export function readRateLimits(env: NodeJS.ProcessEnv): RateLimits {
  const perMinute = (name: 'STATEMENTS_PER_MINUTE' | 'TEAM_PAGES_PER_MINUTE', fallback: RateLimitRule): RateLimitRule => {
    const value = nonEmpty(env[name]);
    if (value === null) return fallback;
    if (!/^[1-9]\d{0,9}$/.test(value)) throw new ServerConfigError(`${name} must be a positive whole number (requests per member a minute), e.g. ${fallback.max}.`);
    return { max: Number(value), windowSeconds: 60 };
  };
  return {
    ...DEFAULT_RATE_LIMITS,
    statementsPerMember: perMinute('STATEMENTS_PER_MINUTE', DEFAULT_RATE_LIMITS.statementsPerMember),
    teamTreePerMember: perMinute('TEAM_PAGES_PER_MINUTE', DEFAULT_RATE_LIMITS.teamTreePerMember),
  };
}

/** Whether an empty database gets the demo world: SEED_DEMO=true or false, else everywhere but production. */
export function demoWorldWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  const asked = flag(env.SEED_DEMO);
  if (asked === 'true') return true;
  if (asked === 'false') return false;
  return env.NODE_ENV !== 'production';
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(process.cwd(), nonEmpty(env.DATA_DIR) ?? '.data');
  return {
    apiKey: nonEmpty(env.NEXT_PUBLIC_API_KEY) ?? DEFAULT_API_KEY,
    databaseUrl: nonEmpty(env.DATABASE_URL),
    dataDir,
    uploadDir: path.resolve(process.cwd(), nonEmpty(env.UPLOAD_DIR) ?? path.join(dataDir, 'uploads')),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    production: env.NODE_ENV === 'production',
    jwtAccessSecret: nonEmpty(env.JWT_ACCESS_SECRET),
    jwt2faSecret: nonEmpty(env.JWT_2FA_SECRET),
    deviceCookieSecret: nonEmpty(env.DEVICE_COOKIE_SECRET),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicUrl: resolvePublicUrl(env),
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? DEFAULT_MAIL_FROM,
    mailDir: nonEmpty(env.MAIL_DIR) ? path.resolve(process.cwd(), nonEmpty(env.MAIL_DIR) as string) : null,
    paymentWebhookSecret: nonEmpty(env.PAYMENT_WEBHOOK_SECRET),
    rateLimits: readRateLimits(env),
    sessionLifetimes: DEFAULT_SESSION_LIFETIMES,
    miningTimer: env.MINING_TIMER?.trim().toLowerCase() !== 'off',
    push: {
      vapidPublicKey: nonEmpty(env.VAPID_PUBLIC_KEY),
      vapidPrivateKey: nonEmpty(env.VAPID_PRIVATE_KEY),
      loopbackEndpoints: env.PUSH_LOOPBACK_ENDPOINTS?.trim().toLowerCase() === 'true',
    },
    demoWorld: demoWorldWanted(env),
    demoWorldRequested: flag(env.SEED_DEMO) === 'true',
  };
}
