// @vitest-environment jsdom
import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@src/api/client';
import { submitToMachine, useFormSubmit, type FormSubmitEffects } from '@src/shared/forms/useFormSubmit';
import { FormFailureMessage } from '@src/shared/forms/FormFailureMessage';
import { cleanup, render } from './harness';

// useFormSubmit is the one way a form runs machines/formSubmit.machine.ts (product.md §1.3): the
// form's values go to `submit`, success and failure reach the form's latest callbacks, and a
// refusal's field errors wait under their fields until that field is edited.

let view: ReturnType<typeof useFormSubmit>;
let rerender: (effects: FormSubmitEffects) => void;

/** A form's component: `rerender` gives it new props, as its parent would. */
function Probe(props: FormSubmitEffects) {
  const [effects, setEffects] = useState(props);
  rerender = setEffects;
  view = useFormSubmit(effects);
  return <form data-machine="probe" data-state={view.state} />;
}

/** Runs `work` and lets the submit actor's promise and the machine's reaction settle. */
async function settle(work: () => void) {
  await act(async () => {
    work();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

afterEach(cleanup);

describe('useFormSubmit', () => {
  it('sends the values and hands the answer to the onSuccess of the latest render', async () => {
    const submit = vi.fn(async (values: Record<string, unknown>) => ({ saved: values.name }));
    const first = vi.fn();
    const latest = vi.fn();
    const container = await render(<Probe submit={submit} onSuccess={first} />);
    // New props (say a new onDone) before the person submits.
    await act(async () => rerender({ submit, onSuccess: latest }));

    await settle(() => view.submit({ name: 'Sole' }));

    expect(submit).toHaveBeenCalledWith({ name: 'Sole' });
    expect(latest).toHaveBeenCalledWith({ saved: 'Sole' });
    expect(first).not.toHaveBeenCalled();
    expect(view.state).toBe('succeeded');
    expect(view.result).toEqual({ saved: 'Sole' });
    expect(container.querySelector('[data-machine="probe"]')?.getAttribute('data-state')).toBe('succeeded');
  });

  it('keeps a refusal’s field errors under their fields until that field is edited', async () => {
    const refusal = new ApiError(422, 'The given data was invalid.', {
      email: ['Enter a valid email address.'],
      name: ['Enter your name.'],
    });
    const onFailure = vi.fn();
    const onSuccess = vi.fn();
    await render(<Probe submit={() => Promise.reject(refusal)} onSuccess={onSuccess} onFailure={onFailure} />);

    await settle(() => view.submit({ email: 'x' }));

    expect(view.state).toBe('failed');
    expect(view.loading).toBe(false);
    expect(view.fieldErrors).toEqual({ email: ['Enter a valid email address.'], name: ['Enter your name.'] });
    expect(view.message).toBe('The given data was invalid.');
    expect(onFailure).toHaveBeenCalledWith({ message: 'The given data was invalid.', errors: refusal.errors });
    expect(onSuccess).not.toHaveBeenCalled();

    await settle(() => view.onClear('email'));
    expect(view.fieldErrors).toEqual({ name: ['Enter your name.'] });
  });

  it('shows no alert above the button once the fields a refusal named are fixed', async () => {
    const refusal = new ApiError(422, 'The given data was invalid.', { email: ['Enter a valid email address.'] });
    function Form() {
      view = useFormSubmit({ submit: () => Promise.reject(refusal) });
      return <FormFailureMessage {...view} shownFields={['email']} />;
    }
    const container = await render(<Form />);
    await settle(() => view.submit({ email: 'x' }));
    // The error shows under the field, so none above the button.
    expect(container.querySelector('[role="alert"]')).toBeNull();
    await settle(() => view.onClear('email'));
    expect(view.state).toBe('failed');
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it('keeps an alert that was about no field while a field is edited', async () => {
    const refusal = new ApiError(429, 'Too many attempts. Please try again in a minute.');
    function Form() {
      view = useFormSubmit({ submit: () => Promise.reject(refusal) });
      return <FormFailureMessage {...view} shownFields={['email']} />;
    }
    const container = await render(<Form />);
    await settle(() => view.submit({ email: 'x' }));
    await settle(() => view.onClear('email'));
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'Too many attempts. Please try again in a minute.',
    );
  });

  it('shows loading while the request runs and lets the form be sent again after a failure', async () => {
    let answer: (value: unknown) => void = () => {};
    const submit = vi
      .fn<FormSubmitEffects['submit']>()
      .mockRejectedValueOnce(new ApiError(500, 'Server error'))
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    await render(<Probe submit={submit} />);

    await settle(() => view.submit({ n: 1 }));
    expect(view.state).toBe('failed');
    await settle(() => view.submit({ n: 2 }));
    expect(view.loading).toBe(true);
    await settle(() => answer('ok'));
    expect(view.state).toBe('succeeded');
    expect(submit).toHaveBeenLastCalledWith({ n: 2 });
  });
});

describe('submitToMachine', () => {
  it('hands Formik’s values over and gives Formik its button back at once', () => {
    const submit = vi.fn();
    const setSubmitting = vi.fn();
    submitToMachine(submit)({ code: 'AB' }, { setSubmitting });
    expect(submit).toHaveBeenCalledWith({ code: 'AB' });
    expect(setSubmitting).toHaveBeenCalledWith(false);
  });
});
