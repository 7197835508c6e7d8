import { isApiError } from './apiError';
import { opsErrorOf } from './opsHttp';
import type { ApiError } from './types';

/** A console call's data; a failure rejects with the API's error body (`statusCode`, `code`, `fieldCodes`…). */
export function opsCall<T>(request: Promise<{ data: T }>): Promise<T> {
  return request.then(
    (response) => response.data,
    (error: unknown) => {
      throw (isApiError(error) ? error : opsErrorOf(error)) satisfies ApiError;
    },
  );
}
