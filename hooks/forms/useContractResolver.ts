import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/v4/core';

import type { TranslationKey } from '@/config/translate';
import { ERROR_TEXTS, isErrorCode, type ErrorCode } from '@/contract/errors';
import type { Translate } from '@/hooks/context/LanguageContext';
import { useTranslation } from '@/hooks/useTranslation';

/** A form's own wording for some codes (translated like the code texts). */
export type FormTexts = Partial<Record<ErrorCode, TranslationKey>>;

/** Each error's message: a code becomes its text (or the form's wording), translated; another text is translated. */
function translateErrors<Errors extends FieldErrors>(errors: Errors, t: Translate, texts: FormTexts): Errors {
  const translate = (node: unknown): unknown => {
    if (typeof node !== 'object' || node === null) return node;
    const entries = Object.entries(node).map(([key, value]) => {
      if (key === 'ref') return [key, value];
      if (key === 'message' && typeof value === 'string') {
        const text = isErrorCode(value) ? (texts[value] ?? ERROR_TEXTS[value]) : value;
        return [key, t(text as TranslationKey)];
      }
      return [key, translate(value)];
    });
    return Object.fromEntries(entries);
  };
  return translate(errors) as Errors;
}

/**
 * react-hook-form's resolver for a contract schema (whose messages are error codes): the form checks what the server
 * checks, and a field error reads as the server's text would.
 */
export function useContractResolver<Schema extends z.$ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  texts: FormTexts = {},
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  const { t } = useTranslation();
  const wording = JSON.stringify(texts);
  return useMemo(() => {
    const resolve = zodResolver(schema) as unknown as Resolver<z.input<Schema>, unknown, z.output<Schema>>;
    const formTexts = JSON.parse(wording) as FormTexts;
    return async (values, context, options) => {
      const result = await resolve(values, context, options);
      return { ...result, errors: translateErrors(result.errors, t, formTexts) } as typeof result;
    };
  }, [schema, t, wording]);
}
