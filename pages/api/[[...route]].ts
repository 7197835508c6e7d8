import { getRequestListener } from '@hono/node-server';

import { fetchApi } from '@/server/instance';

export const config = { api: { bodyParser: false, externalResolver: true } };

export default getRequestListener(fetchApi);
