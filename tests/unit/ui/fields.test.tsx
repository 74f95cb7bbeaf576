// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import {
  CheckboxField,
  ConsentCheckbox,
  ConsentLink,
  PrivacyConsent,
  RadioGroupField,
  SelectField,
  TextField,
  TextareaField,
} from '@src/ui';
import { TestForm, blur, byLabel, cleanup, click, descriptionOf, focus, render, typeInto } from './harness';

afterEach(async () => {
  await cleanup();
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

async function activate(locale: 'en' | 'it' | 'de') {
  const { messages } = await import(`../../../locales/${locale}/messages.po`);
  i18n.loadAndActivate({ locale, messages });
}

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
      <TestForm
        initialValues={{ newsletter: false }}
        serverErrors={{ newsletter: ['Bad'] }}
        spy={(f) => (values = f.values)}
      >
        <CheckboxField name="newsletter" label="Newsletter" />
      </TestForm>,
    );
    const box = byLabel(container, 'Newsletter');
    expect(descriptionOf(box)).toBe('Bad');
    await click(box);
    expect(values.newsletter).toBe(true);
    expect(container.textContent).not.toContain('Bad');
  });

  it('names a consent checkbox by its text, with its link as an element that opens beside the form', async () => {
    const container = await render(
      <TestForm initialValues={{ rules: false }} serverErrors={{ rules: ['You must accept'] }}>
        <ConsentCheckbox
          name="rules"
          label={
            <>
              I accept the <ConsentLink href="/docs/rules.pdf">rules</ConsentLink>
            </>
          }
        />
      </TestForm>,
    );
    const box = byLabel(container, 'I accept the rules');
    const link = container.querySelector('label a')!;
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual([
      '/docs/rules.pdf',
      '_blank',
      'noopener',
    ]);
    expect(descriptionOf(box)).toBe('You must accept');
    await click(box);
    expect(container.textContent).not.toContain('You must accept');
  });

  it("shows the privacy consent in the form's language, linked to that language's privacy page", async () => {
    await activate('it');
    const container = await render(
      <TestForm initialValues={{ privacy: false }}>
        <PrivacyConsent name="privacy" locale="it" />
      </TestForm>,
    );
    // The catalog's words (locales/it/messages.po), written here by hand.
    expect(byLabel(container, "Ho letto e accetto l'informativa sulla privacy").getAttribute('name')).toBe('privacy');
    expect(container.querySelector('label a')?.getAttribute('href')).toBe('/it/privacy');
  });

  it('shows markup a translation carries as text: a consent never parses HTML', async () => {
    const id = generateMessageId('I have read and accept the {privacyLink}');
    i18n.loadAndActivate({
      locale: 'en',
      messages: { [id]: compileMessage('<img src=x onerror="alert(1)">{privacyLink}') },
    });
    const container = await render(
      <TestForm initialValues={{ privacy: false }}>
        <PrivacyConsent name="privacy" locale="en" />
      </TestForm>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('label')?.textContent).toBe('<img src=x onerror="alert(1)">privacy policy');
  });

  it('picks a radio and clears the server error of the group', async () => {
    let values = { sex: '' };
    const container = await render(
      <TestForm initialValues={{ sex: '' }} serverErrors={{ sex: ['Pick one'] }} spy={(f) => (values = f.values)}>
        <RadioGroupField
          name="sex"
          legend="Sex"
          options={[
            { value: 'M', label: 'Male' },
            { value: 'F', label: 'Female' },
          ]}
        />
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
      <TestForm
        initialValues={{ variation: '' as number | '' }}
        serverErrors={{ variation: ['Required'] }}
        spy={(f) => (values = f.values)}
      >
        <SelectField
          name="variation"
          label="Variation"
          placeholder="Choose"
          options={[{ value: 7, label: 'Spa day' }]}
        />
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
