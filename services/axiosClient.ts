import axios, { isAxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { SessionTokens } from '@/contract/auth';
import { EXPIRED_ACCESS_TOKEN_STATUS } from '@/contract/errors';
import { API_KEY, API_URL } from '@/config/api';
import { isApiError } from './apiError';
import { expireSession } from './session';
import { getAccessToken, getGg2FAToken, setTokens } from './tokens';
import type { ApiError } from './types';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Sent as the bearer instead of the token from the cookies. */
    bearer?: string;
    /** The answer must not start a token refresh (the refresh call itself). */
    skipSessionRefresh?: boolean;
    /** Sends no Authorization header (the refresh call: its credential is the cookie). */
    withoutBearer?: boolean;
    /** Set on the one replay after a refresh. */
    isSessionReplay?: boolean;
  }
}

export const REFRESH_PATH = 'auth/client/refresh';

/**
 * The axios instance behind services/http (loaded with the first API call). With credentials, so that an API on
 * another origin (NEXT_PUBLIC_API_URL) can set and read its HttpOnly cookies (the refresh token).
 */
export const http = axios.create({ baseURL: API_URL, headers: { 'x-api-key': API_KEY }, withCredentials: true });

let refreshing: Promise<string> | null = null;
/** The access token whose refresh the server refused: a late answer to a call sent with it starts no second one. */
let refusedToken: string | undefined;

/** The server's error body when there is one, else a body of the same shape. */
export function toApiError(error: unknown): ApiError {
  if (!isAxiosError(error)) {
    return { statusCode: 0, message: error instanceof Error ? error.message : String(error) };
  }
  const { response } = error;
  if (!response) return { statusCode: 0, code: 'NETWORK_ERROR', message: error.message || 'Network Error' };
  if (isApiError(response.data)) return response.data;
  return { statusCode: response.status, message: response.statusText || error.message };
}

function bearerOf(config: InternalAxiosRequestConfig): string | undefined {
  if (config.withoutBearer) return undefined;
  return config.bearer ?? getAccessToken() ?? getGg2FAToken();
}

function unwrapData(response: AxiosResponse): AxiosResponse {
  if (isApiError(response.data) && 'data' in response.data) response.data = response.data.data;
  return response;
}

/** The refresh token is the server's HttpOnly cookie: the browser sends it, the call carries no token. */
async function requestNewAccessToken(): Promise<string> {
  const expiredToken = getAccessToken();
  try {
    const { data } = await http.post<SessionTokens>(REFRESH_PATH, undefined, { skipSessionRefresh: true, withoutBearer: true });
    setTokens({ accessToken: data.accessToken });
    return data.accessToken;
  } catch (error) {
    if (isApiError(error) && error.statusCode !== 0) {
      refusedToken = expiredToken;
      expireSession();
    }
    throw error;
  }
}

/** One refresh at a time: every request that finds its token expired waits for the same one. */
export function refreshSession(): Promise<string> {
  refreshing ??= requestNewAccessToken().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function isExpiredAccessToken(status: number | undefined, body: ApiError): boolean {
  return status === 401 && body.statusCode === EXPIRED_ACCESS_TOKEN_STATUS;
}

async function replayWithFreshToken(error: unknown): Promise<AxiosResponse> {
  const body = toApiError(error);
  if (!isAxiosError(error) || !error.config) throw body;
  const { config } = error;
  if (!isExpiredAccessToken(error.response?.status, body) || config.skipSessionRefresh || config.isSessionReplay) {
    throw body;
  }
  const sentToken = config.headers.get('Authorization');
  if (refusedToken && sentToken === `Bearer ${refusedToken}`) throw body;
  const currentToken = getAccessToken();
  if (!currentToken || sentToken === `Bearer ${currentToken}`) {
    try {
      await refreshSession();
    } catch {
      throw body;
    }
  }
  return http.request({ ...config, isSessionReplay: true });
}

http.interceptors.request.use((config) => {
  const token = bearerOf(config);
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

http.interceptors.response.use(unwrapData, replayWithFreshToken);
