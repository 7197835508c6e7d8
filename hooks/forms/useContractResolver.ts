import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/v4/core';

import type { TranslationKey } from '@/config/translate';
import type { ErrorCode } from '@/contract/errors';
import type { Translate } from '@/hooks/context/LanguageContext';
import { useTranslation } from '@/hooks/useTranslation';
import { errorTextOf, loadErrorTexts } from '@/services/errorTexts';

/** A form's own wording for some codes (translated like the code texts). */
export type FormTexts = Partial<Record<ErrorCode, TranslationKey>>;

/** Each error's message: a code becomes its text (or the form's wording), translated; another text is translated. */
function translateErrors<Errors extends FieldErrors>(errors: Errors, t: Translate, texts: FormTexts): Errors {
  const translate = (node: unknown): unknown => {
    if (typeof node !== 'object' || node === null) return node;
    const entries = Object.entries(node).map(([key, value]) => {
      if (key === 'ref') return [key, value];
      if (key === 'message' && typeof value === 'string') {
        const codeText = errorTextOf(value);
        const text = codeText === undefined ? value : (texts[value as ErrorCode] ?? codeText);
        return [key, t(text as TranslationKey)];
      }
      return [key, translate(value)];
    });
    return Object.fromEntries(entries);
  };
  return translate(errors) as Errors;
}

/** A schema, or a loader of it: guest pages load their schemas (and zod) after the first paint. */
export type SchemaSource<Schema> = Schema | (() => Promise<Schema>);

/** Without its schema (its chunk failed to load) a form sends what was typed; the server checks the same rules. */
const passThrough: Resolver<FieldValues> = async (values) => ({ values, errors: {} });

/**
 * react-hook-form's resolver for a contract schema (whose messages are error codes): the form checks what the server
 * checks, and a field error reads as the server's text would. A loaded schema starts loading when the form mounts.
 */
export function useContractResolver<Schema extends z.$ZodType<FieldValues, FieldValues>>(
  source: SchemaSource<Schema>,
  texts: FormTexts = {},
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  const { t } = useTranslation();
  const wording = JSON.stringify(texts);
  const firstSource = useRef(source);
  const loaded = useRef<Promise<Resolver<FieldValues>> | null>(null);

  const loadResolver = useCallback(() => {
    const schemaSource = firstSource.current;
    // The resolver library (and react-hook-form's helpers it imports) comes with the schema, off the first load.
    loaded.current ??= Promise.all([
      typeof schemaSource === 'function' ? schemaSource() : schemaSource,
      import('@hookform/resolvers/zod'),
    ]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as unknown as Resolver<FieldValues>,
      () => {
        loaded.current = null;
        return passThrough;
      },
    );
    return loaded.current;
  }, []);

  useEffect(() => {
    void loadResolver();
  }, [loadResolver]);

  return useMemo(() => {
    const formTexts = JSON.parse(wording) as FormTexts;
    const resolver: Resolver<FieldValues> = async (values, context, options) => {
      const [resolve] = await Promise.all([loadResolver(), loadErrorTexts().catch(() => undefined)]);
      const result = await resolve(values, context, options);
      return { ...result, errors: translateErrors(result.errors, t, formTexts) } as typeof result;
    };
    return resolver as unknown as Resolver<z.input<Schema>, unknown, z.output<Schema>>;
  }, [loadResolver, t, wording]);
}
