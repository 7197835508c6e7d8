import { Hono } from 'hono';
import { cors } from 'hono/cors';

import { requireApiKey } from './http/api-key';
import { handleError } from './http/handle-error';
import { errorBody, fail } from './http/respond';
import type { AppDeps } from './routes/deps';
import { opsRoutes } from './routes/ops';
import { publicCoinRoutes } from './routes/public-coin';
import { publicPaymentRoutes } from './routes/public-payment';
import { publicSettingRoutes } from './routes/public-setting';

export const API_BASE_PATH = '/api';

/** Groups that authenticate by their own means instead of `x-api-key`. */
const API_KEY_EXEMPT = [`${API_BASE_PATH}/ops`];

export function createApp(deps: AppDeps) {
  const app = new Hono().basePath(API_BASE_PATH);

  if (deps.config.corsOrigins.length > 0) {
    app.use(
      '*',
      cors({
        origin: deps.config.corsOrigins,
        allowHeaders: ['x-api-key', 'authorization', 'content-type', 'idempotency-key'],
        allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        maxAge: 600,
      }),
    );
  }
  app.use('*', requireApiKey(deps.config.apiKey, { exempt: API_KEY_EXEMPT }));

  app.route('/public/setting', publicSettingRoutes(deps));
  app.route('/public/coin', publicCoinRoutes(deps));
  app.route('/public/payment', publicPaymentRoutes(deps));
  app.route('/ops', opsRoutes(deps));

  app.notFound((c) => fail(c, 404, errorBody(404, 'Not found')));
  app.onError(handleError);
  return app;
}

export type ApiApp = ReturnType<typeof createApp>;
