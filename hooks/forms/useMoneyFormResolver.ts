import { useCallback } from 'react';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/v4/core';

import { CODE_FORM_TEXTS } from './codeFormTexts';
import { useContractResolver, type FormTexts } from './useContractResolver';

/** The money forms' wording of some codes (the code's as in the other code forms). */
const MONEY_FORM_TEXTS: FormTexts = { ...CODE_FORM_TEXTS, RECEIVER_REQUIRED: 'Enter the recipient username' };

/** What a money form refuses beyond its schema: a field and its text (already in the member's language). */
export type MoneyFormRefusal = { field: string; message: string } | undefined;

/**
 * A money form's resolver: the contract's rules of its fields (useContractResolver with the form schema, with or
 * without the 2FA code as the member has it now), then `refuse`: what only the page knows, as the operation's minimum
 * (the token's settings) and the balance, checked as the server checks them. The schema's error on a field wins.
 */
export function useMoneyFormResolver<Values extends FieldValues>(
  schemaOf: (withCode: boolean) => z.$ZodType<FieldValues, FieldValues>,
  withCode: boolean,
  refuse?: (values: Values) => MoneyFormRefusal,
): Resolver<Values> {
  const withoutCodeResolver = useContractResolver(() => Promise.resolve(schemaOf(false)), MONEY_FORM_TEXTS);
  const withCodeResolver = useContractResolver(() => Promise.resolve(schemaOf(true)), MONEY_FORM_TEXTS);
  const resolver = (withCode ? withCodeResolver : withoutCodeResolver) as unknown as Resolver<Values>;

  return useCallback<Resolver<Values>>(
    async (values, context, options) => {
      const result = await resolver(values, context, options);
      const refused = refuse?.(values);
      if (!refused || refused.field in result.errors) return result;
      const errors = { ...result.errors, [refused.field]: { type: 'validate', message: refused.message } } as FieldErrors<Values>;
      return { values: {}, errors };
    },
    [resolver, refuse],
  );
}
