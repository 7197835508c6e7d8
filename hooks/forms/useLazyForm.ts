import { useCallback, useEffect, useMemo, useRef, useState, type BaseSyntheticEvent } from 'react';
import type {
  FieldErrors,
  FieldValues,
  Path,
  Resolver,
  SubmitHandler,
  UseFormRegisterReturn,
  UseFormReturn,
  UseFormSetError,
} from 'react-hook-form';

type FormMethods<Values extends FieldValues> = Omit<UseFormReturn<Values>, 'formState' | 'control'>;

export interface LazyFormOptions<Values extends FieldValues> {
  resolver: Resolver<Values>;
}

export interface LazyForm<Values extends FieldValues> {
  register(name: Path<Values>): UseFormRegisterReturn<Path<Values>>;
  handleSubmit(onValid: SubmitHandler<Values>): (event?: BaseSyntheticEvent) => Promise<void>;
  setError: UseFormSetError<Values>;
  formState: { errors: FieldErrors<Values>; isSubmitting: boolean };
}

const idle = () => Promise.resolve();

/** A field before react-hook-form is there: a plain uncontrolled input, whatever is typed stays in it. */
function plainField<Values extends FieldValues>(name: Path<Values>): UseFormRegisterReturn<Path<Values>> {
  return { name, onChange: idle, onBlur: idle, ref: () => undefined };
}

/**
 * react-hook-form for a small form of plain inputs on a page whose first load must stay light (/login): the form
 * paints and hydrates as plain inputs, react-hook-form arrives after the first paint and takes the inputs over with
 * what was typed (no default values, so it reads them from the inputs), and a submit before that waits for it.
 * Same `register`, `handleSubmit`, `setError` and `formState` as `useForm`, for `register`ed fields only.
 */
export function useLazyForm<Values extends FieldValues>({ resolver }: LazyFormOptions<Values>): LazyForm<Values> {
  const [methods, setMethods] = useState<FormMethods<Values> | null>(null);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const latestResolver = useRef(resolver);
  useEffect(() => {
    latestResolver.current = resolver;
  }, [resolver]);
  // Settled once react-hook-form has the inputs: a submit made before waits for it.
  const [ready] = useState(() => {
    let resolve: (methods: FormMethods<Values>) => void = () => undefined;
    const promise = new Promise<FormMethods<Values>>((done) => {
      resolve = done;
    });
    return { promise, resolve };
  });

  useEffect(() => {
    let active = true;
    void import(/* webpackExports: ["createFormControl"] */ 'react-hook-form').then(({ createFormControl }) => {
      if (!active) return;
      const form = createFormControl<Values>({
        resolver: (values, context, options) => latestResolver.current(values, context, options),
      });
      setMethods(form.formControl as unknown as FormMethods<Values>);
    });
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    if (!methods) return undefined;
    // The inputs are registered by now (refs attach before effects run): a waiting submit can go.
    ready.resolve(methods);
    return methods.subscribe({
      formState: { errors: true },
      callback: (state) => setErrors({ ...state.errors } as FieldErrors<Values>),
    });
  }, [methods, ready]);

  const register = useCallback((name: Path<Values>) => (methods ? methods.register(name) : plainField<Values>(name)), [methods]);

  const handleSubmit = useCallback(
    (onValid: SubmitHandler<Values>) => async (event?: BaseSyntheticEvent) => {
      event?.preventDefault();
      setSubmitting(true);
      try {
        const form = methods ?? (await ready.promise);
        await form.handleSubmit(onValid)(event);
      } finally {
        setSubmitting(false);
      }
    },
    [methods, ready],
  );

  const setError = useCallback<UseFormSetError<Values>>((...args) => methods?.setError(...args), [methods]);

  return useMemo(
    () => ({ register, handleSubmit, setError, formState: { errors, isSubmitting } }),
    [register, handleSubmit, setError, errors, isSubmitting],
  );
}
