import type { Context } from 'hono';

import type { ClientIp } from './client-info';
import type { OperatorEnv } from './ops-token';

/** Who acts, for the audit row: the signed-in operator (session or API token) and the request's address. */
export const actorOf = (c: Context<OperatorEnv>, { clientIp }: { clientIp: ClientIp }): { operatorId: string; ip: string | null } => ({
  operatorId: c.get('operator').id,
  ip: clientIp(c),
});
