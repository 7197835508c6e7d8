import type { ErrorCode } from '@/contract/errors';

/** What every failed call rejects with; statusCode 0 when no answer arrived. */
export interface ApiError {
  statusCode: number;
  /** The contract's error code (absent only on answers that did not come from the API). */
  code?: ErrorCode;
  message: string;
  errors?: Record<string, string>;
  fieldCodes?: Record<string, ErrorCode>;
}
