import axios from 'axios';
import type { ApiError } from './types';

export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const { statusCode, message } = value as Record<string, unknown>;
  return typeof statusCode === 'number' && typeof message === 'string';
}

/** The server's error body when there is one, else a body of the same shape. */
export function toApiError(error: unknown): ApiError {
  if (!axios.isAxiosError(error)) {
    return { statusCode: 0, message: error instanceof Error ? error.message : String(error) };
  }
  const { response } = error;
  if (!response) return { statusCode: 0, message: error.message || 'Network Error' };
  if (isApiError(response.data)) return response.data;
  return { statusCode: response.status, message: response.statusText || error.message };
}
