import { useId, type ChangeEvent } from 'react';
import { useField } from 'formik';
import { useClearServerError, useFieldError } from './FieldErrors';

type Options = {
  name: string;
  id?: string;
  /** 'checkbox' or 'radio' so formik computes `checked`. */
  type?: string;
  /** The value a checkbox or radio stands for. */
  value?: string;
  /** Ids of hints or counters that also describe the control. */
  describedBy?: (string | undefined)[];
};

/**
 * Binds a control to formik and to the server's field errors: ids for label and error,
 * aria attributes, and an onChange that drops the server error as soon as the person edits.
 */
export function useFormField<V = unknown>({ name, id, type, value, describedBy = [] }: Options) {
  const [field, meta, helpers] = useField<V>({ name, type, value });
  const error = useFieldError(name);
  const clearServerError = useClearServerError();
  const generated = useId();
  const inputId = id ?? `${generated}-input`;
  const errorId = `${inputId}-error`;
  const described = [...describedBy, error ? errorId : undefined].filter(Boolean).join(' ');

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    clearServerError(name);
    field.onChange(event);
  };
  /** For controls that compute their value themselves (money, counter, dates). */
  const setValue = (next: V) => {
    clearServerError(name);
    void helpers.setValue(next);
  };

  return {
    field,
    meta,
    helpers,
    error,
    inputId,
    errorId,
    onChange,
    setValue,
    ariaProps: {
      'aria-invalid': error ? (true as const) : undefined,
      'aria-describedby': described || undefined,
    },
  };
}
