import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { FormikContext, getIn, type FormikContextType } from 'formik';

/** Field errors as a 422 response carries them: `{ field: [text, ...] }`. */
export type ServerFieldErrors = Record<string, string[]>;

type FieldErrorsContextValue = { errors: ServerFieldErrors; onClear: (field: string) => void };

const FieldErrorsContext = createContext<FieldErrorsContextValue | null>(null);

type FieldErrorsProviderProps = {
  errors: ServerFieldErrors;
  /** Called with the server's field key when the person edits that field. */
  onClear: (field: string) => void;
  children: ReactNode;
};

/** Makes the server's field errors visible to every form element below it. */
export function FieldErrorsProvider({ errors, onClear, children }: FieldErrorsProviderProps) {
  const value = useMemo(() => ({ errors, onClear }), [errors, onClear]);
  return <FieldErrorsContext.Provider value={value}>{children}</FieldErrorsContext.Provider>;
}

/** Formik writes `rooms[0].adults`, the server `rooms.0.adults`: accept both. */
function serverKeyFor(errors: ServerFieldErrors, name: string): string | undefined {
  if (errors[name]?.length) return name;
  const dotted = name.replace(/\[(\w+)\]/g, '.$1');
  return errors[dotted]?.length ? dotted : undefined;
}

/**
 * The error to show under a field: the first server error if there is one, otherwise the
 * formik validation error once the field was touched or a submit was attempted.
 */
export function useFieldError(name: string): string | undefined {
  const server = useContext(FieldErrorsContext);
  // Read the context directly: useFormikContext() warns when used outside a form.
  const formik = useContext(FormikContext) as FormikContextType<unknown> | undefined;
  const key = server ? serverKeyFor(server.errors, name) : undefined;
  if (server && key) return server.errors[key][0];
  if (!formik) return undefined;
  const error: unknown = getIn(formik.errors, name);
  const shown = Boolean(getIn(formik.touched, name)) || formik.submitCount > 0;
  return typeof error === 'string' && shown ? error : undefined;
}

/** A function that removes the server error of a field (no-op when it has none). */
export function useClearServerError(): (name: string) => void {
  const server = useContext(FieldErrorsContext);
  return useCallback(
    (name: string) => {
      const key = server ? serverKeyFor(server.errors, name) : undefined;
      if (server && key) server.onClear(key);
    },
    [server],
  );
}

/** State for a form's server errors, ready to spread into `FieldErrorsProvider`. */
export function useServerFieldErrors(initial: ServerFieldErrors = {}) {
  const [errors, setErrors] = useState<ServerFieldErrors>(initial);
  const onClear = useCallback((field: string) => {
    setErrors((current) => {
      const { [field]: _removed, ...rest } = current;
      return rest;
    });
  }, []);
  return { errors, setErrors, onClear };
}
