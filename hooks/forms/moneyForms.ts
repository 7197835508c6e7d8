import * as z from 'zod/mini';

import { POINT_PAYMENT_SYMBOLS } from '@/contract/enums';
import { amountSchema } from '@/contract/money-rules/amount';
import { secureConfirmationFields } from '@/contract/requests/confirmation';
import { verificationCodeSchema } from '@/contract/requests/fields';
import { transferSchema, withdrawSchema } from '@/contract/requests/money';
import type { AuthenticationResponseJSON } from '@/contract/second-factors';
import { askedFor } from './askedFor';

/**
 * The money forms (swap, transfer, withdraw, upgrade, paying an order with points) as the member types them: the
 * contract's fields, and the confirmation: the secure password (an empty one asked for), and with 2FA on the 6-digit
 * code (spaces ignored) unless "Confirm with a passkey" signed in its place.
 */
const confirmationShape = {
  securePassword: askedFor(secureConfirmationFields.securePassword, 'SECURE_PASSWORD_MISSING', false),
  code: z.pipe(z.string(), z.transform((code) => code.replace(/\s+/g, ''))),
  passkey: z.nullable(z.custom<AuthenticationResponseJSON>()),
};

type Confirmation = { code: string; passkey: AuthenticationResponseJSON | null };
/** The code is checked even when another field is wrong, so that every field says what it needs at once. */
const whenTyped = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };
/** What is wrong with the code, when one is needed (no passkey signed in its place). */
function codeProblem(values: unknown): 'CODE_MISSING' | 'CODE_FORMAT' | null {
  const { code, passkey } = values as Confirmation;
  if (passkey !== null) return null;
  if (code === '') return 'CODE_MISSING';
  return z.safeParse(verificationCodeSchema, code).success ? null : 'CODE_FORMAT';
}

function withConfirmation<Shape extends z.core.$ZodLooseShape>(shape: Shape, withCode: boolean) {
  const form = z.object({ ...confirmationShape, ...shape });
  if (!withCode) return form;
  return form.check(
    z.refine((values: unknown) => codeProblem(values) !== 'CODE_MISSING', { message: 'CODE_MISSING', path: ['code'], ...whenTyped }),
    z.refine((values: unknown) => codeProblem(values) !== 'CODE_FORMAT', { message: 'CODE_FORMAT', path: ['code'], ...whenTyped }),
  );
}

/** The confirmation alone: a swap (its amount comes with it, from the swap's own state) and an order paid with points. */
export const swapFormSchema = (withCode: boolean) => withConfirmation({ amount: amountSchema }, withCode);
export const pointPaymentFormSchema = (withCode: boolean) => withConfirmation({}, withCode);

export const transferFormSchema = (withCode: boolean) =>
  withConfirmation({ amount: amountSchema, toUsername: transferSchema.shape.toUsername }, withCode);

export const withdrawFormSchema = (withCode: boolean) =>
  withConfirmation({ amount: amountSchema, addressId: withdrawSchema.shape.addressId }, withCode);

export const upgradeFormSchema = (withCode: boolean) =>
  withConfirmation({ symbol: z.enum(POINT_PAYMENT_SYMBOLS, { error: 'PAYMENT_SYMBOL' }) }, withCode);
