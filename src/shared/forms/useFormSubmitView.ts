import { useCallback } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { FormValues, formSubmitMachine } from '@machines/formSubmit.machine';

export type FormSubmitRef = ActorRefFrom<typeof formSubmitMachine>;

/**
 * What a form needs from its formSubmit actor: the state (for data-state), the loading flag for
 * the submit button, the server's field errors with a way to clear one on edit, and `submit`.
 */
export function useFormSubmitView(ref: FormSubmitRef) {
  const state = useSelector(ref, (s) => String(s.value));
  const loading = useSelector(ref, (s) => s.hasTag('loading'));
  const fieldErrors = useSelector(ref, (s) => s.context.fieldErrors);
  const message = useSelector(ref, (s) => s.context.message);
  const result = useSelector(ref, (s) => s.context.result);
  const onClear = useCallback((name: string) => ref.send({ type: 'field.edit', name }), [ref]);
  const submit = useCallback((values: FormValues) => ref.send({ type: 'form.submit', values }), [ref]);
  return { state, loading, fieldErrors, message, result, onClear, submit };
}
