import { useLayoutEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { formSubmitMachine, type FormValues } from '@machines/formSubmit.machine';
import type { SubmitFailure } from '@domain/submitFailure';
import { useJourneyActor } from '@src/statecharts/useJourneyActor';
import { useFormSubmitView } from './useFormSubmitView';

export interface FormSubmitEffects {
  /** Sends the values; what it resolves to is the machine's `result`, what it throws its failure. */
  submit: (values: FormValues) => Promise<unknown>;
  /** The form's reaction to success (refresh a list, close the form, a toast). */
  onSuccess?: (result: unknown) => void;
  /** The form's reaction to a failure (field errors already show under their fields). */
  onFailure?: (failure: SubmitFailure) => void;
}

/**
 * A form on machines/formSubmit.machine.ts: the pure machine with the form's effects provided, started
 * through useJourneyActor (so the visualiser sees it), and what the view needs from it (useFormSubmitView).
 */
export function useFormSubmit(effects: FormSubmitEffects) {
  // The machine is provided once, so its effects would keep the first render's closures (old props,
  // an old `onDone`, a stale version); they read the latest ones through this ref instead.
  const latest = useRef(effects);
  useLayoutEffect(() => {
    latest.current = effects;
  });
  const [machine] = useState(() =>
    formSubmitMachine.provide({
      actors: { submit: fromPromise(({ input }) => latest.current.submit(input)) },
      actions: {
        notifySuccess: (_, { result }) => latest.current.onSuccess?.(result),
        notifyFailure: (_, { failure }) => latest.current.onFailure?.(failure),
      },
    }),
  );
  return useFormSubmitView(useJourneyActor(machine));
}

/**
 * Formik's onSubmit for a form whose progress the machine shows: hand the values over and give Formik
 * its button back at once (the machine's `loading` disables it while the request runs).
 */
export const submitToMachine =
  (submit: (values: FormValues) => void) =>
  (values: FormValues, helpers: { setSubmitting: (submitting: boolean) => void }) => {
    submit(values);
    helpers.setSubmitting(false);
  };
