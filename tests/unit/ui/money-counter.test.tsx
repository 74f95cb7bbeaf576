// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { Counter, CounterField, MoneyField } from '@src/ui';
import { TestForm, blur, byLabel, cleanup, click, descriptionOf, focus, render, typeInto } from './harness';

afterEach(cleanup);

describe('MoneyField', () => {
  async function renderMoney(initial: number | '' = '') {
    const seen = { amount: initial as number | '' };
    const container = await render(
      <TestForm
        initialValues={{ amount: initial }}
        serverErrors={{ amount: ['Amount too low'] }}
        spy={(f) => (seen.amount = f.values.amount)}
      >
        <MoneyField name="amount" label="Amount" />
      </TestForm>,
    );
    return { container, input: byLabel(container, 'Amount') as HTMLInputElement, seen };
  }

  it('stores euros typed with a decimal comma as cents and shows two decimals on blur', async () => {
    const { input, seen } = await renderMoney();
    await focus(input);
    await typeInto(input, '12,5');
    expect(seen.amount).toBe(1250);
    expect(input.value).toBe('12,5');
    await blur(input);
    expect(input.value).toBe('12.50');
  });

  it('turns text that is not a number into 0', async () => {
    const { input, seen } = await renderMoney();
    await focus(input);
    await typeInto(input, 'abc');
    expect(seen.amount).toBe(0);
    await blur(input);
    expect(input.value).toBe('0.00');
  });

  it('shows an initial amount in euros', async () => {
    const { input } = await renderMoney(10000);
    expect(input.value).toBe('100.00');
  });

  it('shows the server error and clears it on edit', async () => {
    const { container, input } = await renderMoney();
    expect(descriptionOf(input)).toBe('Amount too low');
    await typeInto(input, '5');
    expect(container.textContent).not.toContain('Amount too low');
  });
});

describe('Counter', () => {
  function People({ max }: { max?: number }) {
    const [people, setPeople] = useState(2);
    return <Counter label="People" value={people} onChange={setPeople} max={max} name="people" />;
  }
  const buttons = (container: HTMLElement) => ({
    minus: container.querySelector('[aria-label="Decrease People"]')!,
    plus: container.querySelector('[aria-label="Increase People"]')!,
    value: () => container.querySelector('output')!.textContent,
  });

  it('stops at 1 and says its minus button is unavailable there', async () => {
    const container = await render(<People />);
    const { minus, value } = buttons(container);
    expect(container.querySelector('[role="group"]')?.textContent).toContain('People');
    await click(minus);
    expect(value()).toBe('1');
    await click(minus);
    expect(value()).toBe('1');
    expect(minus.getAttribute('aria-disabled')).toBe('true');
    expect((container.querySelector('input[name="people"]') as HTMLInputElement).value).toBe('1');
  });

  it('stops at its maximum', async () => {
    const container = await render(<People max={3} />);
    const { plus, value } = buttons(container);
    await click(plus);
    await click(plus);
    expect(value()).toBe('3');
    expect(plus.getAttribute('aria-disabled')).toBe('true');
  });

  it('as a form field, keeps the number in formik and clears the server error', async () => {
    const seen = { quantity: 0 };
    const container = await render(
      <TestForm
        initialValues={{ quantity: 1 }}
        serverErrors={{ quantity: ['Sold out'] }}
        spy={(f) => (seen.quantity = f.values.quantity)}
      >
        <CounterField name="quantity" label="Quantity" />
      </TestForm>,
    );
    const group = container.querySelector('[role="group"]')!;
    expect(descriptionOf(group)).toBe('Sold out');
    await click(container.querySelector('[aria-label="Increase Quantity"]')!);
    expect(seen.quantity).toBe(2);
    expect(container.textContent).not.toContain('Sold out');
  });
});
