import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CheckboxField,
  ConsentCheckbox,
  RadioGroupField,
  SelectField,
  TextField,
  TextareaField,
} from '../../../src/ui';
import { TestForm, blur, byLabel, cleanup, click, descriptionOf, focus, render, typeInto } from './harness';

afterEach(cleanup);

describe('server field errors', () => {
  it('shows the first server error under the field and drops it when the person edits', async () => {
    const onClear = vi.fn();
    const container = await render(
      <TestForm initialValues={{ email: '' }} serverErrors={{ email: ['Email is taken', 'second'] }} onClear={onClear}>
        <TextField name="email" type="email" label="Email" />
      </TestForm>,
    );
    const input = byLabel(container, 'Email');
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(input)).toBe('Email is taken');
    expect(container.textContent).not.toContain('second');

    await typeInto(input, 'a@b.it');

    expect(onClear).toHaveBeenCalledWith('email');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(container.textContent).not.toContain('Email is taken');
  });

  it('matches a server key written with dots to a formik name with brackets', async () => {
    const container = await render(
      <TestForm initialValues={{ rooms: [{ adults: '' }] }} serverErrors={{ 'rooms.0.adults': ['Too many'] }}>
        <TextField name="rooms[0].adults" label="Adults" />
      </TestForm>,
    );
    expect(descriptionOf(byLabel(container, 'Adults'))).toBe('Too many');
  });

  it('shows a formik error only once the field was touched', async () => {
    const container = await render(
      <TestForm initialValues={{ name: '' }} validate={(v) => (v.name ? {} : { name: 'Name is required' })}>
        <TextField name="name" label="Name" />
      </TestForm>,
    );
    const input = byLabel(container, 'Name');
    expect(container.textContent).not.toContain('Name is required');
    await focus(input);
    await blur(input);
    expect(descriptionOf(input)).toBe('Name is required');
  });
});

describe('form elements', () => {
  it('binds a checkbox to a boolean and shows its server error', async () => {
    let values: { newsletter: boolean } = { newsletter: false };
    const container = await render(
      <TestForm initialValues={{ newsletter: false }} serverErrors={{ newsletter: ['Bad'] }} spy={(f) => (values = f.values)}>
        <CheckboxField name="newsletter" label="Newsletter" />
      </TestForm>,
    );
    const box = byLabel(container, 'Newsletter');
    expect(descriptionOf(box)).toBe('Bad');
    await click(box);
    expect(values.newsletter).toBe(true);
    expect(container.textContent).not.toContain('Bad');
  });

  it('sanitises the consent text but keeps its link', async () => {
    const html = 'I accept the <a href="/privacy" target="_blank">privacy policy</a><img src=x onerror="alert(1)">';
    const container = await render(
      <TestForm initialValues={{ privacy: false }} serverErrors={{ privacy: ['You must accept'] }}>
        <ConsentCheckbox name="privacy" html={html} />
      </TestForm>,
    );
    const label = container.querySelector('label')!;
    expect(label.querySelector('a')?.getAttribute('href')).toBe('/privacy');
    expect(container.innerHTML).not.toContain('onerror');
    const box = document.getElementById(label.htmlFor)!;
    expect(descriptionOf(box)).toBe('You must accept');
    await click(box);
    expect(container.textContent).not.toContain('You must accept');
  });

  it('picks a radio and clears the server error of the group', async () => {
    let values = { sex: '' };
    const container = await render(
      <TestForm initialValues={{ sex: '' }} serverErrors={{ sex: ['Pick one'] }} spy={(f) => (values = f.values)}>
        <RadioGroupField name="sex" legend="Sex" options={[{ value: 'M', label: 'Male' }, { value: 'F', label: 'Female' }]} />
      </TestForm>,
    );
    expect(container.querySelector('legend')?.textContent).toBe('Sex');
    const female = byLabel(container, 'Female');
    expect(descriptionOf(female)).toBe('Pick one');
    await click(female);
    expect(values.sex).toBe('F');
    expect(container.textContent).not.toContain('Pick one');
  });

  it('gives numeric select options back as numbers', async () => {
    let values: { variation: number | '' } = { variation: '' };
    const container = await render(
      <TestForm initialValues={{ variation: '' as number | '' }} serverErrors={{ variation: ['Required'] }} spy={(f) => (values = f.values)}>
        <SelectField name="variation" label="Variation" placeholder="Choose" options={[{ value: 7, label: 'Spa day' }]} />
      </TestForm>,
    );
    const select = byLabel(container, 'Variation');
    expect(descriptionOf(select)).toBe('Required');
    await typeInto(select, '7');
    expect(values.variation).toBe(7);
    expect(container.textContent).not.toContain('Required');
  });

  it('counts the characters left in a textarea and turns red at 10', async () => {
    const container = await render(
      <TestForm initialValues={{ message: '' }} serverErrors={{ message: ['Too rude'] }}>
        <TextareaField name="message" label="Message" maxLength={20} />
      </TestForm>,
    );
    const area = byLabel(container, 'Message') as HTMLTextAreaElement;
    expect(area.maxLength).toBe(20);
    expect(area.rows).toBe(5);
    expect(descriptionOf(area)).toContain('20 characters left');
    expect(descriptionOf(area)).toContain('Too rude');
    await typeInto(area, 'hello');
    const counter = container.querySelector('.form-counter')!;
    expect(counter.textContent).toBe('15 characters left');
    expect(counter.classList.contains('form-counter--low')).toBe(false);
    expect(container.textContent).not.toContain('Too rude');
    await typeInto(area, 'hello world');
    expect(counter.textContent).toBe('9 characters left');
    expect(counter.classList.contains('form-counter--low')).toBe(true);
  });

  it('defaults a textarea to 255 characters', async () => {
    const container = await render(
      <TestForm initialValues={{ notes: '' }}>
        <TextareaField name="notes" label="Notes" />
      </TestForm>,
    );
    expect((byLabel(container, 'Notes') as HTMLTextAreaElement).maxLength).toBe(255);
    expect(container.textContent).toContain('255 characters left');
  });
});
