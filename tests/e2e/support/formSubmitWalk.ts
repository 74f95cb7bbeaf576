import type { Locator, Page } from '@playwright/test';
import { formSubmitMachine } from '../../../machines/formSubmit.machine';
import { expect } from './fixtures';
import { describeModel, type BrowserStep } from './modelHarness';
import type { RequestMatch } from './requestGate';
import type { StepContext } from '../../machines/support/paths';

export type Ctx = StepContext & BrowserStep;
/** How the real server is to answer the submission the walk is about to make. */
export type Outcome = 'accept' | 'refuse';

/** One screen's use of machines/formSubmit.machine.ts, walked through that screen. */
export interface FormSubmitUse {
  /** Row in the coverage table: 'formSubmit (login)'. */
  name: string;
  /** Opens the screen with the form in its initial state. */
  start: (page: Page, ctx: Ctx) => Promise<void>;
  form: (page: Page) => Locator;
  submitLabel: string;
  /** Field name -> label of the fields that show server errors. */
  fields: Record<string, string>;
  /** The request the form sends (held to see the submitting state). */
  request: RequestMatch;
  /** What the server answers to a refused submission: the fields it flags (errors) or none (a message). */
  refusal: { message: string; errors: Record<string, string[]> };
  /** Fills the form with what makes the real server answer `outcome`. */
  fill: (page: Page, form: Locator, outcome: Outcome, ctx: Ctx) => Promise<void>;
  /** Called just before the accepted answer is let through (e.g. to pause the page's clock). */
  beforeAccept?: (page: Page, ctx: Ctx) => Promise<void>;
  /** The screen after the server accepted the form. */
  succeeded: (page: Page, ctx: Ctx) => Promise<void>;
  /** Transitions the screen cannot take, with the reason. */
  exclude?: Record<string, string>;
}

/** The screen cannot take these when the form goes away on success (a redirect, a message instead). */
export const FORM_GONE_AFTER_SUCCESS = (why: string) => ({
  'succeeded --form.submit--> submitting': why,
  'succeeded --field.edit--> editing': why,
});

const outcomeOf = (ctx: Ctx): Outcome => (ctx.next?.type === 'xstate.done.actor.submit' ? 'accept' : 'refuse');

/** Declares the model-based walks of one use of the formSubmit machine. */
export function describeFormSubmit(use: FormSubmitUse) {
  const submitButton = (page: Page) => use.form(page).getByRole('button', { name: use.submitLabel });
  const editedField = Object.keys(use.refusal.errors)[0] ?? Object.keys(use.fields)[0];

  describeModel({
    plan: {
      machine: formSubmitMachine,
      name: use.name,
      events: [
        { type: 'form.submit', values: {} },
        { type: 'field.edit', name: editedField },
        { type: 'xstate.done.actor.submit', output: {} },
        { type: 'xstate.error.actor.submit', error: use.refusal },
      ],
      // The screen shows the state and the field errors; other context (values, results) is the server's.
      serializeState: (s) => JSON.stringify([s.value, Object.keys(s.context.fieldErrors)]),
      exclude: use.exclude,
    },
    start: (page, ctx) => use.start(page, ctx as Ctx),
    states: {
      editing: async (page) => {
        await expect(use.form(page)).toBeVisible();
        await expect(submitButton(page)).toBeEnabled();
        await expectFieldErrors(use.form(page), use.fields, {});
      },
      submitting: async (page) => {
        await expect(submitButton(page)).toBeDisabled();
        await expect(submitButton(page)).toHaveAttribute('aria-busy', 'true');
      },
      succeeded: (page, ctx) => use.succeeded(page, ctx as Ctx),
      failed: async (page, ctx) => {
        const form = use.form(page);
        await expect(submitButton(page)).toBeEnabled();
        await expectFieldErrors(
          form,
          use.fields,
          (ctx.snapshot.context as { fieldErrors: Record<string, string[]> }).fieldErrors,
        );
        // A refusal that no field shows is an alert above the button.
        if (Object.keys(use.refusal.errors).length === 0) await expect(form.getByRole('alert')).toBeVisible();
      },
    },
    events: {
      'form.submit': async (page, _event, ctx) => {
        const c = ctx as Ctx;
        await use.fill(page, use.form(page), outcomeOf(c), c);
        const gate = await ctx.hold(use.request);
        await submitButton(page).click();
        await gate.held();
      },
      'field.edit': async (page, event) => {
        const input = use.form(page).getByLabel(use.fields[String(event.name)], { exact: true });
        await input.press('End');
        await input.pressSequentially('x');
      },
      'xstate.done.actor.submit': async (page, _event, ctx) => {
        await use.beforeAccept?.(page, ctx as Ctx);
        await ctx.release();
      },
      'xstate.error.actor.submit': (_page, _event, ctx) => ctx.release(),
    },
  });
}

/** Model-driven: each field the snapshot has a server error for shows one under it; the others show none. */
export async function expectFieldErrors(
  form: Locator,
  fields: Record<string, string>,
  fieldErrors: Record<string, unknown>,
) {
  for (const [name, label] of Object.entries(fields)) {
    const input = form.getByLabel(label, { exact: true });
    if (name in fieldErrors) {
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(/\S/);
    } else await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  }
}
