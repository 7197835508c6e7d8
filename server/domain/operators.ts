import { z } from 'zod';

import type { OperatorRole } from '../../contract/enums';

/** How long an operator's setup link works. */
export const OPERATOR_SETUP_LINK_HOURS = 24;

/** Admin may do everything; the others only what their role is for. */
export function roleAllows(role: OperatorRole, allowed: readonly OperatorRole[]): boolean {
  return role === 'ADMIN' || allowed.includes(role);
}

export const newApiTokenSchema = z.object({
  label: z.string().trim().min(1, 'INVALID_VALUE').max(60, 'TOO_LONG').optional(),
});

/** The prefix marks an operator's API token for what it is (in a leaked log, a secret scanner). */
export const OPERATOR_TOKEN_PREFIX = 'fhops_';

export const setupLinkPath = (token: string) => `/ops/setup?token=${token}`;
