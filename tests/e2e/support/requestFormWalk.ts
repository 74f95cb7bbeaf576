import type { Locator, Page } from '@playwright/test';
import { formSubmitMachine } from '../../../machines/formSubmit.machine';
import type { StepContext } from '../../machines/support/paths';
import { tr, type Lang } from './catalog';
import { expect } from './fixtures';
import { expectFieldErrors } from './formSubmitWalk';
import { describeModel, type BrowserStep, type ModelWalk } from './modelHarness';
import type { RequestGate, RequestMatch } from './requestGate';

// Guest request forms on machines/formSubmit.machine.ts, walked in Italian, English and German:
// success, a refusal with a field error from the real server, a dropped connection, and sending
// again after either. (describeFormSubmit in formSubmitWalk.ts walks one language, one refusal.)

export type Ctx = StepContext & BrowserStep;
/** accept: the server takes it; refuse: the server answers a field error; offline: the request never arrives. */
export type Outcome = 'accept' | 'refuse' | 'offline';

export const LANGS: Lang[] = ['it', 'en', 'de'];
export const langOf = (ctx: Ctx) => (ctx.path.input?.label ?? 'en') as Lang;

export interface RequestFormUse {
  /** Row in the coverage table. */
  name: string;
  /** Opens the form in `lang` (its initial state). */
  start: (page: Page, lang: Lang, ctx: Ctx) => Promise<void>;
  /** The form, by its accessible name in `lang`. */
  form: (page: Page, lang: Lang) => Locator;
  /** English source of the submit button. */
  submitLabel: string;
  /** Field name -> English source of its label: the fields that show server errors. */
  fields: Record<string, string>;
  /** The field the 'refuse' fill makes the server refuse (edited to clear it). */
  refusedField: string | null;
  request: RequestMatch;
  /** Types what makes the real server answer `outcome` ('offline' fills an acceptable form). */
  fill: (page: Page, form: Locator, outcome: Outcome, lang: Lang, ctx: Ctx) => Promise<void>;
  /** The screen after the server accepted. */
  succeeded: (page: Page, lang: Lang, ctx: Ctx) => Promise<void>;
  /** Transitions the screen cannot take, with the reason. */
  exclude?: Record<string, string>;
  /** A representative path to tag (describeModel's `tagFirst`). */
  tagFirst?: ModelWalk['tagFirst'];
}

const NETWORK = { message: 'the connection dropped', errors: {} };

const outcomeOf = (ctx: Ctx): Outcome => {
  const next = ctx.next as { type?: string; error?: { errors?: Record<string, unknown> } } | undefined;
  if (next?.type === 'xstate.done.actor.submit') return 'accept';
  return Object.keys(next?.error?.errors ?? {}).length ? 'refuse' : 'offline';
};

export function describeRequestForm(use: RequestFormUse) {
  const submit = (page: Page, lang: Lang) =>
    use.form(page, lang).getByRole('button', { name: tr(lang, use.submitLabel) });
  const labels = (lang: Lang) =>
    Object.fromEntries(Object.entries(use.fields).map(([name, label]) => [name, tr(lang, label)]));
  const editedField = use.refusedField ?? Object.keys(use.fields)[0];
  const refusal = use.refusedField
    ? [
        {
          type: 'xstate.error.actor.submit',
          error: { message: 'refused', errors: { [use.refusedField]: ['refused'] } },
        },
      ]
    : [];

  describeModel({
    plan: {
      machine: formSubmitMachine,
      name: use.name,
      events: [
        { type: 'form.submit', values: {} },
        { type: 'field.edit', name: editedField },
        { type: 'xstate.done.actor.submit', output: {} },
        ...refusal,
        { type: 'xstate.error.actor.submit', error: NETWORK },
      ],
      serializeState: (s) => JSON.stringify([s.value, Object.keys(s.context.fieldErrors), s.context.message]),
      // The language changes the words, not the graph: the paths take turns in it, en and de.
      turns: LANGS.map((lang) => ({ label: lang, input: undefined })),
      exclude: use.exclude,
    },
    tagFirst: use.tagFirst,
    start: (page, ctx) => use.start(page, langOf(ctx as Ctx), ctx as Ctx),
    states: {
      editing: async (page, ctx) => {
        const lang = langOf(ctx as Ctx);
        await expect(use.form(page, lang)).toBeVisible();
        await expect(submit(page, lang)).toBeEnabled();
        // No thank-you (a counter's live value is a status too, so by its text).
        await expect(
          use
            .form(page, lang)
            .getByRole('status')
            .filter({ hasText: tr(lang, 'Thank you, We will get back to you shortly!') }),
        ).toHaveCount(0);
        await expectFieldErrors(use.form(page, lang), labels(lang), {});
      },
      submitting: async (page, ctx) => {
        const lang = langOf(ctx as Ctx);
        await expect(submit(page, lang)).toBeDisabled();
        await expect(submit(page, lang)).toHaveAttribute('aria-busy', 'true');
      },
      succeeded: (page, ctx) => use.succeeded(page, langOf(ctx as Ctx), ctx as Ctx),
      failed: async (page, ctx) => {
        const lang = langOf(ctx as Ctx);
        const form = use.form(page, lang);
        const { fieldErrors, message } = ctx.snapshot.context as {
          fieldErrors: Record<string, string[]>;
          message: string | null;
        };
        await expect(submit(page, lang)).toBeEnabled();
        await expectFieldErrors(form, labels(lang), fieldErrors);
        // A dropped connection is said in the page's language above the button; what was typed stays.
        const offline = form
          .getByRole('alert')
          .filter({ hasText: tr(lang, 'We could not reach the hotel. Please check your connection and try again.') });
        await expect(offline).toHaveCount(message === NETWORK.message && Object.keys(fieldErrors).length === 0 ? 1 : 0);
        await expect(form.getByLabel(tr(lang, 'Email'), { exact: true })).not.toHaveValue('');
      },
    },
    events: {
      'form.submit': async (page, _event, ctx) => {
        const c = ctx as Ctx;
        const lang = langOf(c);
        const outcome = outcomeOf(c);
        await use.fill(page, use.form(page, lang), outcome, lang, c);
        c.data.gate = await ctx.hold(use.request);
        await submit(page, lang).click();
        await (c.data.gate as RequestGate).held();
        c.data.outcome = outcome;
      },
      'field.edit': async (page, event, ctx) => {
        const lang = langOf(ctx as Ctx);
        const input = use.form(page, lang).getByLabel(tr(lang, use.fields[String(event.name)]), { exact: true });
        // After a success the form is reset: an empty field takes a character (Backspace would not edit it).
        if ((await input.inputValue()) === '') await input.pressSequentially('1');
        else {
          await input.press('End');
          await input.press('Backspace');
        }
      },
      'xstate.done.actor.submit': (_page, _event, ctx) => ctx.release(),
      'xstate.error.actor.submit': async (_page, _event, ctx) => {
        if ((ctx as Ctx).data.outcome === 'offline') await ((ctx as Ctx).data.gate as RequestGate).abort();
        else await ctx.release();
      },
    },
  });
}
