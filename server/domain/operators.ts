import { z } from 'zod';

import { OPERATOR_ROLES } from '../../contract/enums';
import type { OperatorRole } from '../../contract/enums';

/** How long an operator's setup link works. */
export const OPERATOR_SETUP_LINK_HOURS = 24;

/** Admin may do everything; the others only what their role is for. */
export function roleAllows(role: OperatorRole, allowed: readonly OperatorRole[]): boolean {
  return role === 'ADMIN' || allowed.includes(role);
}

export const operatorUsernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z][a-z0-9_.-]{1,31}$/, 'INVALID_VALUE');

export const newOperatorSchema = z.object({
  username: operatorUsernameSchema,
  role: z.enum(OPERATOR_ROLES),
});

/** Another role for an existing operator (waits for a second admin). */
export const operatorRoleChangeSchema = z.object({ role: z.enum(OPERATOR_ROLES) });

export const newApiTokenSchema = z.object({
  label: z.string().trim().min(1, 'INVALID_VALUE').max(60, 'TOO_LONG').optional(),
});

/** The prefix marks an operator's API token for what it is (in a leaked log, a secret scanner). */
export const OPERATOR_TOKEN_PREFIX = 'fhops_';

export const setupLinkPath = (token: string) => `/ops/setup?token=${token}`;
