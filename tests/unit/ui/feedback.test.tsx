// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { Checkmark, Skeleton, Spinner, SubmitButton } from '@src/ui';
import { cleanup, render } from './harness';

afterEach(cleanup);

describe('feedback elements', () => {
  it('disables a loading submit button, marks it busy and shows a spinner', async () => {
    const container = await render(
      <>
        <SubmitButton loading>Pay now</SubmitButton>
        <SubmitButton>Search</SubmitButton>
      </>,
    );
    const [paying, idle] = [...container.querySelectorAll('button')];
    expect(paying.disabled).toBe(true);
    expect(paying.getAttribute('aria-busy')).toBe('true');
    expect(paying.getAttribute('type')).toBe('submit');
    expect(paying.querySelector('.spinner')).not.toBeNull();
    expect(paying.textContent).toBe('Pay now');
    expect(idle.disabled).toBe(false);
    expect(idle.hasAttribute('aria-busy')).toBe(false);
    expect(idle.querySelector('.spinner')).toBeNull();
  });

  it('announces a spinner and skeleton as loading', async () => {
    const container = await render(
      <>
        <Spinner />
        <Skeleton count={3} height={120} />
      </>,
    );
    const statuses = [...container.querySelectorAll('[role="status"]')].map((s) => s.textContent);
    expect(statuses).toEqual(['Loading…', 'Loading…']);
    expect(container.querySelectorAll('.skeleton-block')).toHaveLength(3);
  });

  it('names a checkmark only when given a label', async () => {
    const container = await render(
      <>
        <Checkmark label="Payment complete" />
        <Checkmark />
      </>,
    );
    const [named, plain] = [...container.querySelectorAll('svg')];
    expect(named.getAttribute('role')).toBe('img');
    expect(named.getAttribute('aria-label')).toBe('Payment complete');
    expect(plain.getAttribute('aria-hidden')).toBe('true');
  });
});
