import { Hono } from 'hono';

import type { AppDeps } from './deps';
import { publicClientPasswordRoutes } from './public-client-password';
import { publicClientSignUpRoutes } from './public-client-sign-up';

/** public/client: sign-up, forgotten password, reset. */
export function publicClientRoutes(deps: AppDeps) {
  return new Hono().route('/', publicClientSignUpRoutes(deps)).route('/', publicClientPasswordRoutes(deps));
}
