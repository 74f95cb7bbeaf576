// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { formSubmitMachine, type FormValues } from '@machines/formSubmit.machine';
import { RegistrationFields } from '../../../../src/shared/auth/RegistrationFields';
import { byLabel, cleanup, click, render, typeInto } from '../../ui/harness';

afterEach(cleanup);

const honeypot = {
  enabled: true,
  nameFieldName: 'my_name_abc',
  validFromFieldName: 'valid_from',
  encryptedValidFrom: 'sealed-time',
};

function formActor(answer: (values: FormValues) => Promise<unknown>) {
  const sent: FormValues[] = [];
  const machine = formSubmitMachine.provide({
    actors: { submit: fromPromise(({ input }) => (sent.push(input), answer(input))) },
    actions: { notifySuccess: () => {}, notifyFailure: () => {} },
  });
  return { actor: createActor(machine).start(), sent };
}

async function fillIn(container: HTMLElement) {
  await typeInto(byLabel(container, 'First name'), 'Anna');
  await typeInto(byLabel(container, 'Last name'), 'Rossi');
  await typeInto(byLabel(container, 'Email'), 'anna@example.com');
  await typeInto(byLabel(container, 'Password'), 'long-enough-1');
  await typeInto(byLabel(container, 'Confirm password'), 'long-enough-1');
  await click(container.querySelector('input[name="privacy_consent"]')!);
}

const submit = async (container: HTMLElement) => {
  await click(container.querySelector('button[type="submit"]')!);
  // formik validates asynchronously before it calls onSubmit
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
};

describe('registration form', () => {
  it('hides the honeypot from people without display:none, and links the consent to the privacy page', async () => {
    const { actor } = formActor(() => Promise.resolve({}));
    const container = await render(<RegistrationFields formRef={actor} honeypot={honeypot} />);
    const trap = container.querySelector<HTMLInputElement>('input[name="my_name_abc"]')!;
    expect(trap.type).toBe('text');
    expect(trap.tabIndex).toBe(-1);
    expect(trap.getAttribute('autocomplete')).toBe('off');
    expect(trap.closest('[aria-hidden="true"]')?.className).toBe('visually-hidden');
    expect(container.querySelector<HTMLInputElement>('input[name="valid_from"]')!.type).toBe('hidden');
    expect(container.querySelector('a[href="/en/privacy"]')?.textContent).toBe('privacy policy');
  });

  it('sends the product.md §6.2 fields with the honeypot values', async () => {
    const { actor, sent } = formActor(() => Promise.resolve({ user: {} }));
    const container = await render(<RegistrationFields formRef={actor} honeypot={honeypot} />);
    await fillIn(container);
    await submit(container);
    expect(sent).toEqual([
      {
        first_name: 'Anna',
        last_name: 'Rossi',
        email: 'anna@example.com',
        password: 'long-enough-1',
        password_confirmation: 'long-enough-1',
        privacy_consent: true,
        newsletter_consent: false,
        my_name_abc: '',
        valid_from: 'sealed-time',
      },
    ]);
  });

  it('shows the server error under its field and drops it when the person edits the field', async () => {
    const taken = Object.assign(new Error('The given data was invalid.'), {
      errors: { email: ['This email is already registered.'] },
    });
    const { actor } = formActor(() => Promise.reject(taken));
    const container = await render(<RegistrationFields formRef={actor} honeypot={null} />);
    await fillIn(container);
    await submit(container);
    const form = container.querySelector('form')!;
    expect(form.dataset.state).toBe('failed');
    expect(container.querySelector('.field-error')?.textContent).toBe('This email is already registered.');
    await typeInto(byLabel(container, 'Email'), 'anna2@example.com');
    expect(container.querySelector('.field-error')).toBeNull();
  });
});
