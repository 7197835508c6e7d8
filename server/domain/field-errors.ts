import type { ErrorCode } from '../../contract/errors';

/** The code of each failed field (the domain's rules name them; the error answer adds their texts). */
export type FieldErrors = Record<string, ErrorCode>;
