import { Hono } from 'hono';

import type { AppDeps } from './deps';
import { publicClientNotMeRoutes } from './public-client-not-me';
import { publicClientPasswordRoutes } from './public-client-password';
import { publicClientSignUpRoutes } from './public-client-sign-up';

/** public/client: sign-up, forgotten password, reset, the "this was not me" link. */
export function publicClientRoutes(deps: AppDeps) {
  return new Hono()
    .route('/', publicClientSignUpRoutes(deps))
    .route('/', publicClientPasswordRoutes(deps))
    .route('/', publicClientNotMeRoutes(deps));
}
