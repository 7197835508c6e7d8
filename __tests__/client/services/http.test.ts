import { delay, http as handle, HttpResponse } from 'msw';
import { API_KEY } from '@/config/api';
import { EXPIRED_ACCESS_TOKEN_STATUS } from '@/contract/errors';
import { http as axiosInstance } from '@/services/axiosClient';
import { http } from '@/services/http';
import { setSessionExpiredHandler } from '@/services/session';
import { getAccessToken, getGg2FAToken, setTokens } from '@/services/tokens';
import { apiUrl, fail, ok } from '../../setup/handlers';
import { server } from '../../setup/server';

const EXPIRED = { statusCode: EXPIRED_ACCESS_TOKEN_STATUS, code: 'EXPIRED_ACCESS_TOKEN', message: 'Access token expired' };

/** Answers as the server does, after `latency` ms per call id (a network's time: calls sent together are in flight together). */
function acceptOnly(accessToken: string, latency: Record<string, number> = {}) {
  return handle.get(apiUrl('auth/client/wallets/:id'), async ({ request, params }) => {
    await delay(latency[String(params.id)] ?? 5);
    return request.headers.get('authorization') === `Bearer ${accessToken}`
      ? ok({ id: params.id })
      : fail(401, 'EXPIRED_ACCESS_TOKEN', { statusCode: EXPIRED_ACCESS_TOKEN_STATUS });
  });
}

/** Each refresh call's Authorization header and body: the refresh token is the server's cookie, never sent by us. */
function countRefreshes(answer: () => Response) {
  const calls: { authorization: string | null; body: string }[] = [];
  server.use(
    handle.post(apiUrl('auth/client/refresh'), async ({ request }) => {
      calls.push({ authorization: request.headers.get('authorization'), body: await request.text() });
      return answer();
    }),
  );
  return calls;
}

describe('http headers and bodies', () => {
  it('sends the api key and the access token as bearer, and unwraps data', async () => {
    let headers: Headers | undefined;
    server.use(
      handle.get(apiUrl('auth/client/wallets'), ({ request }) => {
        headers = request.headers;
        return ok([{ symbol: 'EV', balance: '1', isCurrency: false }]);
      }),
    );
    setTokens({ accessToken: 'access-1', gg2FAToken: 'second-factor' });

    const { data } = await http.get('auth/client/wallets');

    expect(data).toEqual([{ symbol: 'EV', balance: '1', isCurrency: false }]);
    expect(headers?.get('x-api-key')).toBe(API_KEY);
    expect(headers?.get('authorization')).toBe('Bearer access-1');
  });

  it('uses the 2FA token as bearer when there is no access token', async () => {
    let authorization: string | null = null;
    server.use(
      handle.post(apiUrl('auth/client/gg-2fa/valid'), ({ request }) => {
        authorization = request.headers.get('authorization');
        return ok({ accessToken: 'a' });
      }),
    );
    setTokens({ gg2FAToken: 'second-factor' });

    await http.post('auth/client/gg-2fa/valid', { code: '123456' });

    expect(authorization).toBe('Bearer second-factor');
  });

  it('sends no bearer without tokens', async () => {
    let authorization: string | null = 'unset';
    server.use(
      handle.get(apiUrl('public/coin/prices'), ({ request }) => {
        authorization = request.headers.get('authorization');
        return ok([]);
      }),
    );

    await http.get('public/coin/prices');

    expect(authorization).toBeNull();
  });

  it('rejects with the server error body', async () => {
    const body = {
      statusCode: 400,
      code: 'USERNAME_TAKEN',
      message: 'Username is already taken',
      errors: { username: 'Username is already taken' },
      fieldCodes: { username: 'USERNAME_TAKEN' },
    };
    server.use(handle.post(apiUrl('public/client/sign-up'), () => HttpResponse.json(body, { status: 400 })));

    await expect(http.post('public/client/sign-up', {})).rejects.toEqual(body);
  });

  it('rejects with a body of the same shape when the answer has none', async () => {
    server.use(
      handle.get(apiUrl('public/coin/prices'), () =>
        new HttpResponse('upstream down', { status: 502, statusText: 'Bad Gateway' }),
      ),
    );

    await expect(http.get('public/coin/prices')).rejects.toEqual({ statusCode: 502, message: 'Bad Gateway' });
  });

  it('rejects with statusCode 0 on a network error', async () => {
    server.use(handle.get(apiUrl('public/coin/prices'), () => HttpResponse.error()));

    await expect(http.get('public/coin/prices')).rejects.toEqual({ statusCode: 0, code: 'NETWORK_ERROR', message: expect.any(String) });
  });
});

describe('http token refresh', () => {
  it('refreshes once for parallel expired requests, with no token of its own, and replays them with the new token', async () => {
    const refreshes = countRefreshes(() => ok({ accessToken: 'access-2' }));
    server.use(acceptOnly('access-2'));
    setTokens({ accessToken: 'access-1' });

    const answers = await Promise.all(['a', 'b', 'c'].map((id) => http.get(`auth/client/wallets/${id}`)));

    expect(answers.map((answer) => answer.data)).toEqual([{ id: 'a' }, { id: 'b' }, { id: 'c' }]);
    expect(refreshes).toEqual([{ authorization: null, body: '' }]);
    expect(getAccessToken()).toBe('access-2');
    expect(document.cookie).not.toContain('refreshToken');
  });

  it('sends its requests with credentials, so that an API on another origin gets its HttpOnly cookie', () => {
    expect(axiosInstance.defaults.withCredentials).toBe(true);
  });

  it('replays only once when the new token is refused too', async () => {
    const refreshes = countRefreshes(() => ok({ accessToken: 'access-2' }));
    server.use(acceptOnly('never'));
    setTokens({ accessToken: 'access-1' });

    await expect(http.get('auth/client/wallets/a')).rejects.toEqual(EXPIRED);
    expect(refreshes).toHaveLength(1);
  });

  it('clears the cookies it can and leaves for /login when the refresh fails (the server clears its own)', async () => {
    const sessionExpired = jest.fn();
    setSessionExpiredHandler(sessionExpired);
    const refreshes = countRefreshes(() => fail(401, 'UNAUTHORIZED'));
    server.use(acceptOnly('access-2'));
    setTokens({ accessToken: 'access-1', gg2FAToken: 'second-factor' });
    // What a version before the HttpOnly cookie left behind.
    document.cookie = 'refreshToken=legacy-refresh; path=/';

    const answers = await Promise.allSettled(['a', 'b'].map((id) => http.get(`auth/client/wallets/${id}`)));

    expect(answers).toEqual([
      { status: 'rejected', reason: EXPIRED },
      { status: 'rejected', reason: EXPIRED },
    ]);
    expect(refreshes).toHaveLength(1);
    expect(sessionExpired).toHaveBeenCalledTimes(1);
    expect([getAccessToken(), getGg2FAToken()]).toEqual([undefined, undefined]);
    expect(document.cookie).toBe('');
  });

  it('starts no second refresh for a call answered after the refresh was refused (one move to /login)', async () => {
    const sessionExpired = jest.fn();
    setSessionExpiredHandler(sessionExpired);
    const refreshes = countRefreshes(() => fail(401, 'UNAUTHORIZED'));
    server.use(acceptOnly('access-2', { slow: 100 }));
    setTokens({ accessToken: 'access-of-an-ended-session' });

    const answers = await Promise.allSettled(['fast', 'slow'].map((id) => http.get(`auth/client/wallets/${id}`)));

    expect(answers).toEqual([
      { status: 'rejected', reason: EXPIRED },
      { status: 'rejected', reason: EXPIRED },
    ]);
    expect(refreshes).toHaveLength(1);
    expect(sessionExpired).toHaveBeenCalledTimes(1);
  });

  it('does not refresh on a 401 other than an expired access token', async () => {
    const sessionExpired = jest.fn();
    setSessionExpiredHandler(sessionExpired);
    const refreshes = countRefreshes(() => ok({ accessToken: 'access-2' }));
    const body = { statusCode: 401, code: 'UNAUTHORIZED', message: 'Unauthorized' };
    server.use(handle.get(apiUrl('auth/client/wallets'), () => HttpResponse.json(body, { status: 401 })));
    setTokens({ accessToken: 'access-1' });

    await expect(http.get('auth/client/wallets')).rejects.toEqual(body);
    expect(refreshes).toHaveLength(0);
    expect(sessionExpired).not.toHaveBeenCalled();
    expect(getAccessToken()).toBe('access-1');
  });

  it('keeps the session when the refresh call cannot reach the server', async () => {
    const sessionExpired = jest.fn();
    setSessionExpiredHandler(sessionExpired);
    countRefreshes(() => HttpResponse.error());
    server.use(acceptOnly('access-2'));
    setTokens({ accessToken: 'access-1' });

    await expect(http.get('auth/client/wallets/a')).rejects.toEqual(EXPIRED);
    expect(sessionExpired).not.toHaveBeenCalled();
    expect(getAccessToken()).toBe('access-1');
  });
});
