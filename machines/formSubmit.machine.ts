import { assign, fromPromise, setup } from 'xstate';
import { toSubmitFailure, type SubmitFailure } from '../domain/submitFailure';

export type FormValues = Record<string, unknown>;

export interface FormSubmitContext {
  /** The server's field errors of the last failed submission, cleared field by field on edit. */
  fieldErrors: Record<string, string[]>;
  /**
   * The last failure's message (shown when it is not about one field; '' when it had none); null
   * before a failure, and once the person fixed every field it was about (it summed them up).
   */
  message: string | null;
  /** What the server answered to the last successful submission. */
  result: unknown;
}

export type FormSubmitEvent = { type: 'form.submit'; values: FormValues } | { type: 'field.edit'; name: string };

/**
 * The generic form submission (product.md §1.3): editing, submitting (button disabled
 * with loading), succeeded (the view resets the form and shows the message), failed (field
 * errors under their fields, cleared when that field is edited; the form can be sent again).
 * Used by registration, login, password reset and the request forms.
 */
export const formSubmitMachine = setup({
  types: {
    context: {} as FormSubmitContext,
    events: {} as FormSubmitEvent,
  },
  actors: {
    submit: fromPromise<unknown, FormValues>(async () => {
      throw new Error('provide the submit actor');
    }),
  },
  actions: {
    /** The view's reaction to success (reset the form, a toast, a redirect). */
    notifySuccess: (_, _params: { result: unknown }) => {
      throw new Error('provide notifySuccess');
    },
    /** The view's reaction to a failure without field errors (product.md §1.3: 'Error' flash, scroll up). */
    notifyFailure: (_, _params: { failure: SubmitFailure }) => {
      throw new Error('provide notifyFailure');
    },
    clearFieldError: assign(({ context, event }) => {
      if (event.type !== 'field.edit' || !(event.name in context.fieldErrors)) return {};
      const { [event.name]: _cleared, ...fieldErrors } = context.fieldErrors;
      // A refusal's message sums up its field errors: it goes with the last one fixed.
      return { fieldErrors, message: Object.keys(fieldErrors).length === 0 ? null : context.message };
    }),
  },
}).createMachine({
  id: 'formSubmit',
  context: { fieldErrors: {}, message: null, result: null },
  initial: 'editing',
  states: {
    editing: {
      description: 'The person fills in the form.',
      on: {
        'form.submit': 'submitting',
        'field.edit': { actions: 'clearFieldError' },
      },
    },
    submitting: {
      description: 'Sent: the submit button is disabled and shows loading.',
      tags: ['loading'],
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ event }) => (event.type === 'form.submit' ? event.values : {}),
        onDone: {
          target: 'succeeded',
          actions: [
            assign({ result: ({ event }) => event.output, fieldErrors: {}, message: null }),
            { type: 'notifySuccess', params: ({ event }) => ({ result: event.output }) },
          ],
        },
        onError: {
          target: 'failed',
          actions: [
            assign(({ event }) => {
              const failure = toSubmitFailure(event.error);
              return { fieldErrors: failure.errors, message: failure.message };
            }),
            { type: 'notifyFailure', params: ({ event }) => ({ failure: toSubmitFailure(event.error) }) },
          ],
        },
      },
    },
    succeeded: {
      description: 'The server accepted the form: its message is shown and the form is reset.',
      tags: ['success'],
      on: {
        'form.submit': 'submitting',
        'field.edit': 'editing',
      },
    },
    failed: {
      description: 'The server refused: each field error shows under its field until that field is edited.',
      tags: ['failure'],
      on: {
        'form.submit': 'submitting',
        'field.edit': { actions: 'clearFieldError' },
      },
    },
  },
});
