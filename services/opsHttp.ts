import axios, { isAxiosError } from 'axios';
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

opsHttp.interceptors.response.use((response) => {
  if (isApiError(response.data) && 'data' in response.data) response.data = response.data.data;
  return response;
});

/** The server's error body when there is one, else one of the same shape. */
export function opsErrorOf(error: unknown): ApiError {
  if (!isAxiosError(error)) return { statusCode: 0, message: error instanceof Error ? error.message : String(error) };
  const { response } = error;
  if (!response) return { statusCode: 0, code: 'NETWORK_ERROR', message: error.message || 'Network Error' };
  if (isApiError(response.data)) return response.data;
  return { statusCode: response.status, message: response.statusText || error.message };
}
