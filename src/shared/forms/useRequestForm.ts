import { useRef, useState } from 'react';
import { useJourneyActor } from '@src/statecharts/useJourneyActor';
import { fromPromise } from 'xstate';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formSubmitMachine, type FormValues } from '@machines/formSubmit.machine';
import { ApiError } from '@src/api/client';
import { flash } from '@src/ui';
import { useFormSubmitView } from './useFormSubmitView';

/** A refusal that never reached the server (offline, connection dropped): said in the page's language. */
export function asFailure(error: unknown) {
  if (error instanceof ApiError) return error;
  return {
    message: i18n._(msg`We could not reach the hotel. Please check your connection and try again.`),
    errors: {},
  };
}

/**
 * A guest request form on machines/formSubmit.machine.ts, as product.md §8 says: success resets the form
 * (the view shows the server's thank-you), failure flashes 'Error', scrolls up and keeps what was
 * typed, with the server's field errors under their fields. `reset` is set by the form's Formik.
 */
export function useRequestForm(
  post: (values: FormValues) => Promise<unknown>,
  options: { resetOnSuccess?: boolean } = {},
) {
  const reset = useRef<(() => void) | null>(null);
  const [machine] = useState(() =>
    formSubmitMachine.provide({
      actors: {
        submit: fromPromise(async ({ input }) => {
          try {
            return await post(input);
          } catch (error) {
            throw asFailure(error);
          }
        }),
      },
      actions: {
        notifySuccess: () => {
          if (options.resetOnSuccess !== false) reset.current?.();
          window.scrollTo({ top: 0, behavior: 'smooth' });
        },
        notifyFailure: () => {
          flash('error', i18n._(msg`Error`));
          window.scrollTo({ top: 0, behavior: 'smooth' });
        },
      },
    }),
  );
  const actor = useJourneyActor(machine);
  return { view: useFormSubmitView(actor), reset, actor };
}
