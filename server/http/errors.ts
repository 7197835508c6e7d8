import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type FieldErrors = Record<string, string>;

interface ApiErrorOptions {
  errors?: FieldErrors;
  /** Body statusCode when it differs from the HTTP status (the contract's 5000 for an expired token). */
  statusCode?: number;
}

export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly statusCode: number;
  readonly errors?: FieldErrors;

  constructor(status: ContentfulStatusCode, message: string, options: ApiErrorOptions = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.statusCode = options.statusCode ?? status;
    this.errors = options.errors;
  }
}

export const notFound = (message = 'Not found') => new ApiError(404, message);

export const validationFailed = (errors: FieldErrors, message = 'Validation failed') =>
  new ApiError(400, message, { errors });

/** A 400 whose message is the one field error. */
export const fieldError = (field: string, message: string) => new ApiError(400, message, { errors: { [field]: message } });
