import axios, { isAxiosError, type AxiosInstance } from 'axios';
import { API_KEY, API_URL } from '@/config/api';
import { isApiError } from './apiError';
import type { ApiError } from './types';

/**
 * The operator console's API client: the operator's session is an HttpOnly cookie the browser sends (no bearer,
 * nothing of the member's session), `data` unwrapped. The header marks a request of the console's own scripts:
 * the API refuses a cookie-authenticated change without it (another site's form cannot set it).
 */
export const opsHttp = axios.create({
  baseURL: `${API_URL}/ops`,
  headers: { 'x-api-key': API_KEY, 'x-ops-console': '1' },
  withCredentials: true,
});

/** The server's error body when there is one, else one of the same shape (an ApiError stays as it is). */
export function opsErrorOf(error: unknown): ApiError {
  if (isApiError(error)) return error;
  if (!isAxiosError(error)) return { statusCode: 0, message: error instanceof Error ? error.message : String(error) };
  const { response } = error;
  if (!response) return { statusCode: 0, code: 'NETWORK_ERROR', message: error.message || 'Network Error' };
  if (isApiError(response.data)) return response.data;
  return { statusCode: response.status, message: response.statusText || error.message };
}

/**
 * Every console call resolves with `data` unwrapped and rejects with the API's error body, so a 401 of any call is
 * seen as one (components/ops/OpsFrame sends to the sign-in page) and forms read `code` and `fieldCodes`.
 */
export function withConsoleAnswers(instance: AxiosInstance): AxiosInstance {
  instance.interceptors.response.use(
    (response) => {
      if (isApiError(response.data) && 'data' in response.data) response.data = response.data.data;
      return response;
    },
    (error: unknown) => Promise.reject(opsErrorOf(error)),
  );
  return instance;
}

withConsoleAnswers(opsHttp);
