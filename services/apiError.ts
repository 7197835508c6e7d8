import type { ApiError } from './types';

export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const { statusCode, message } = value as Record<string, unknown>;
  return typeof statusCode === 'number' && typeof message === 'string';
}
