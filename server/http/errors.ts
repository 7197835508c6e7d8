import type { ContentfulStatusCode } from 'hono/utils/http-status';

import { ERROR_TEXTS } from '../../contract/errors';
import type { ErrorCode } from '../../contract/errors';

import type { FieldErrors } from '../domain/field-errors';

export type { FieldErrors };

interface ApiErrorOptions {
  errors?: FieldErrors;
  /** Body statusCode when it differs from the HTTP status (the contract's 5000 for an expired token). */
  statusCode?: number;
  /** Values of the texts' `%name%` placeholders. */
  params?: Record<string, string>;
  /** Raw values sent beside the field texts in `errors` (e.g. `amountMinimum`), for the portal's own text. */
  values?: Record<string, string>;
}

export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly errors?: FieldErrors;
  readonly params?: Record<string, string>;
  readonly values?: Record<string, string>;

  constructor(status: ContentfulStatusCode, code: ErrorCode, options: ApiErrorOptions = {}) {
    super(ERROR_TEXTS[code]);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.statusCode = options.statusCode ?? status;
    this.errors = options.errors;
    this.params = options.params;
    this.values = options.values;
  }
}

export const notFound = (code: ErrorCode = 'NOT_FOUND') => new ApiError(404, code);

export const validationFailed = (
  errors: FieldErrors,
  code: ErrorCode = 'VALIDATION_FAILED',
  details: Pick<ApiErrorOptions, 'params' | 'values'> = {},
) => new ApiError(400, code, { errors, params: details.params, values: details.values });

/** A 400 whose message is the one field error. */
export const fieldError = (field: string, code: ErrorCode) => new ApiError(400, code, { errors: { [field]: code } });
