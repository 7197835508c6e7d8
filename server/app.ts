import { Hono } from 'hono';
import { cors } from 'hono/cors';

import { loadOrStoreServerSecret } from './db/server-secrets';
import { createTokenKeyring } from './token-secrets';
import { requireApiKey } from './http/api-key';
import { limitRequestBodies } from './http/body-limit';
import { clientIpResolver } from './http/client-info';
import { createSessionCheck } from './http/session-check';
import { handleError } from './http/handle-error';
import { refuseNulInUrl } from './http/nul-bytes';
import { errorBody, fail } from './http/respond';
import { strictTransportSecurity } from './http/strict-transport-security';
import { createMailDelivery } from './mail/delivery';
import { authClientEmailVerificationRoutes } from './routes/auth-client-email-verification';
import { authClientKycRoutes } from './routes/auth-client-kyc';
import { authClientMailSettingsRoutes } from './routes/auth-client-mail-settings';
import { authClientMemberRoutes } from './routes/auth-client-member';
import { authClientNetworkRoutes } from './routes/auth-client-network';
import { authClientPaymentRoutes } from './routes/auth-client-payment';
import { authClientProfileRoutes } from './routes/auth-client-profile';
import { authClientPasskeysRoutes } from './routes/auth-client-passkeys';
import { authClientSecondFactorRoutes } from './routes/auth-client-second-factor';
import { authClientSecureResetRoutes } from './routes/auth-client-secure-reset';
import { authClientSecurityRoutes } from './routes/auth-client-security';
import { authClientSessionRoutes } from './routes/auth-client-session';
import { authClientSessionsRoutes } from './routes/auth-client-sessions';
import { authClientUnlockRoutes } from './routes/auth-client-unlock';
import { authClientTwoFactorRoutes } from './routes/auth-client-two-factor';
import { authClientUpgradeRoutes } from './routes/auth-client-upgrade';
import { authClientWithdrawAddressRoutes } from './routes/auth-client-withdraw-addresses';
import { authOrderRoutes } from './routes/auth-order';
import { authProductRoutes } from './routes/auth-product';
import type { AppDeps, AppInput } from './routes/deps';
import { authTransactionRoutes } from './routes/auth-transaction';
import { authBonusExplainedRoutes } from './routes/auth-bonus-explained';
import { authLeaderRoutes } from './routes/auth-leader';
import { authMiningRoutes } from './routes/auth-mining';
import { authNotificationRoutes } from './routes/auth-notification';
import { authAlertRoutes } from './routes/auth-alert';
import { authWarehouseRoutes } from './routes/auth-warehouse';
import { authStatementRoutes } from './routes/auth-statement';
import { opsRoutes } from './routes/ops';
import { opsSessionRoutes } from './routes/ops-session';
import { opsAuditRoutes } from './routes/ops-audit';
import { opsMiningRoutes } from './routes/ops-mining';
import { opsOverviewRoutes } from './routes/ops-overview';
import { opsSettingsRoutes } from './routes/ops-settings';
import { opsQueueRoutes } from './routes/ops-queues';
import { opsHistoryRoutes } from './routes/ops-history';
import { opsTicketRoutes } from './routes/ops-tickets';
import { authTicketRoutes } from './routes/auth-ticket';
import { opsAdjustmentsRoutes } from './routes/ops-adjustments';
import { opsMembersRoutes } from './routes/ops-members';
import { opsOperatorChangesRoutes } from './routes/ops-operator-changes';
import { publicOpsSetupRoutes } from './routes/public-ops-setup';
import { publicAnalyticsRoutes } from './routes/public-analytics';
import { publicAvatarRoutes } from './routes/public-avatar';
import { publicClientRoutes } from './routes/public-client';
import { publicCoinRoutes } from './routes/public-coin';
import { publicPaymentRoutes } from './routes/public-payment';
import { publicProductRoutes } from './routes/public-product';
import { publicRulesRoutes } from './routes/public-rules';
import { publicSettingRoutes } from './routes/public-setting';
import { createUploadStore } from './storage/uploads';
import { createVapidKeyring } from './vapid-keys';
import type { VapidKeyring } from './vapid-keys';
import type { PushConfig } from './config';

export const API_BASE_PATH = '/api';

/**
 * Paths without `x-api-key`: groups that authenticate by their own means (the operator's token, the bank
 * webhook's signature), and public avatars (an <img> cannot send headers).
 */
const API_KEY_EXEMPT = [`${API_BASE_PATH}/ops`, `${API_BASE_PATH}/public/avatar`, `${API_BASE_PATH}/public/payment/webhook`];

/**
 * The multipart routes that carry files: they cap their bodies themselves (multipartBodyLimit, 16 MB). Every other
 * body, JSON above all, is capped at 64 kB before it is read.
 */
export const UPLOAD_ROUTES = [
  `PUT ${API_BASE_PATH}/auth/client/profile/update`,
  `POST ${API_BASE_PATH}/auth/client/kyc/update`,
  `POST ${API_BASE_PATH}/auth/ticket/create`,
  `POST ${API_BASE_PATH}/auth/ticket/reply`,
];

/** The VAPID keys of the config, else the pair kept in server_secrets. */
export function vapidKeyringOf(db: AppDeps['db'], push: PushConfig): VapidKeyring {
  return createVapidKeyring({
    configured: { publicKey: push.vapidPublicKey, privateKey: push.vapidPrivateKey },
    loadShared: (name, candidate) => loadOrStoreServerSecret(db, name, candidate),
  });
}

function withDefaults({ db, config, now, tokenKeys, mail, uploads, vapidKeys }: AppInput): AppDeps {
  const clock = now ?? (() => new Date());
  return {
    db,
    config,
    now: clock,
    sessionCheck: createSessionCheck(db, clock),
    tokenKeys:
      tokenKeys ??
      createTokenKeyring({
        configured: {
          JWT_ACCESS_SECRET: config.jwtAccessSecret,
          JWT_2FA_SECRET: config.jwt2faSecret,
          DEVICE_COOKIE_SECRET: config.deviceCookieSecret,
        },
        production: config.production,
        loadShared: (name, candidate) => loadOrStoreServerSecret(db, name, candidate),
      }),
    mail: mail ?? createMailDelivery(config),
    uploads: uploads ?? createUploadStore(config.uploadDir),
    vapidKeys: vapidKeys ?? vapidKeyringOf(db, config.push),
    clientIp: clientIpResolver(config.trustProxy),
  };
}

export function createApp(input: AppInput) {
  const deps = withDefaults(input);
  const app = new Hono().basePath(API_BASE_PATH);

  // In production the portal is served over HTTPS only (behind the TLS proxy): browsers are told to keep to it.
  if (deps.config.production) app.use('*', strictTransportSecurity());
  if (deps.config.corsOrigins.length > 0) {
    app.use(
      '*',
      cors({
        origin: deps.config.corsOrigins,
        allowHeaders: ['x-api-key', 'authorization', 'content-type', 'idempotency-key', 'x-ops-console'],
        allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        exposeHeaders: ['Retry-After'],
        // The portal sends its cookies (the HttpOnly refresh token) to an API on another origin.
        credentials: true,
        maxAge: 600,
      }),
    );
  }
  app.use('*', limitRequestBodies(UPLOAD_ROUTES));
  app.use('*', refuseNulInUrl());
  app.use('*', requireApiKey(deps.config.apiKey, { exempt: API_KEY_EXEMPT }));

  app.route('/public/setting', publicSettingRoutes(deps));
  app.route('/public/coin', publicCoinRoutes(deps));
  app.route('/public/payment', publicPaymentRoutes(deps));
  app.route('/public/client', publicClientRoutes(deps));
  app.route('/public/analytics', publicAnalyticsRoutes(deps));
  app.route('/public/product', publicProductRoutes(deps));
  app.route('/public/rules', publicRulesRoutes(deps));
  app.route('/public/avatar', publicAvatarRoutes(deps));
  app.route('/public/ops/setup', publicOpsSetupRoutes(deps));
  app.route('/auth/client', authClientSessionRoutes(deps));
  app.route('/auth/client', authClientUnlockRoutes(deps));
  app.route('/auth/client', authClientSessionsRoutes(deps));
  app.route('/auth/client', authClientMemberRoutes(deps));
  app.route('/auth/client', authClientProfileRoutes(deps));
  app.route('/auth/client', authClientEmailVerificationRoutes(deps));
  app.route('/auth/client', authClientSecurityRoutes(deps));
  app.route('/auth/client', authClientSecureResetRoutes(deps));
  app.route('/auth/client', authClientTwoFactorRoutes(deps));
  app.route('/auth/client', authClientMailSettingsRoutes(deps));
  app.route('/auth/client', authClientSecondFactorRoutes(deps));
  app.route('/auth/client', authClientPasskeysRoutes(deps));
  app.route('/auth/client', authClientKycRoutes(deps));
  app.route('/auth/client', authClientPaymentRoutes(deps));
  app.route('/auth/client', authClientWithdrawAddressRoutes(deps));
  app.route('/auth/client', authClientUpgradeRoutes(deps));
  app.route('/auth/client', authClientNetworkRoutes(deps));
  app.route('/auth/transaction', authTransactionRoutes(deps));
  app.route('/auth/statement', authStatementRoutes(deps));
  app.route('/auth/transaction', authBonusExplainedRoutes(deps));
  app.route('/auth/product', authProductRoutes(deps));
  app.route('/auth/order', authOrderRoutes(deps));
  app.route('/auth/warehouse', authWarehouseRoutes(deps));
  app.route('/auth/mining', authMiningRoutes(deps));
  app.route('/auth/leader', authLeaderRoutes(deps));
  app.route('/auth/notification', authNotificationRoutes(deps));
  app.route('/auth/alert', authAlertRoutes(deps));
  app.route('/ops/session', opsSessionRoutes(deps));
  app.route('/ops/overview', opsOverviewRoutes(deps));
  app.route('/ops/settings', opsSettingsRoutes(deps));
  app.route('/ops/mining', opsMiningRoutes(deps));
  app.route('/ops/audit', opsAuditRoutes(deps));
  app.route('/ops/queues', opsQueueRoutes(deps));
  app.route('/ops/history', opsHistoryRoutes(deps));
  app.route('/auth/ticket', authTicketRoutes(deps));
  app.route('/ops/tickets', opsTicketRoutes(deps));
  app.route('/ops/members', opsMembersRoutes(deps));
  app.route('/ops/adjustments', opsAdjustmentsRoutes(deps));
  app.route('/ops/operator-changes', opsOperatorChangesRoutes(deps));
  app.route('/ops', opsRoutes(deps));

  app.notFound((c) => fail(c, 404, errorBody(404, 'NOT_FOUND')));
  app.onError(handleError);
  return app;
}

export type ApiApp = ReturnType<typeof createApp>;
