// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { Toaster, clearNotices, flash, getNotices, toast } from '@src/ui';
import { cleanup, click, render } from './harness';

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(async () => {
  await cleanup();
  act(() => clearNotices());
  vi.useRealTimers();
});

describe('toast store', () => {
  it('can be used outside React and keeps one list for toasts and flash notices', () => {
    toast.error('Session expired, reload the page');
    flash('error', 'Select Dates');
    expect(getNotices().map((n) => [n.kind, n.type, n.text, n.duration])).toEqual([
      ['toast', 'error', 'Session expired, reload the page', 6000],
      ['flash', 'error', 'Select Dates', 4000],
    ]);
  });

  it('shows the same message only once while it is visible', () => {
    toast.error('Forbidden');
    toast.error('Forbidden');
    expect(getNotices()).toHaveLength(1);
  });
});

describe('Toaster', () => {
  it('shows a toast for 6 seconds, then removes it', async () => {
    const container = await render(<Toaster />);
    act(() => {
      toast.success('Saved');
    });
    expect(document.body.textContent).toContain('Saved');
    expect(container.querySelector('.toast--success')).not.toBeNull();
    await wait(5900);
    expect(document.body.textContent).toContain('Saved');
    await wait(200);
    expect(document.body.textContent).not.toContain('Saved');
    expect(getNotices()).toHaveLength(0);
  });

  it('removes a flash notice after 4 seconds', async () => {
    await render(<Toaster />);
    act(() => {
      flash('warning', 'Age missing');
    });
    await wait(3900);
    expect(document.body.textContent).toContain('Age missing');
    await wait(200);
    expect(document.body.textContent).not.toContain('Age missing');
  });

  it('renders each type with a readable type name and a close button that removes it', async () => {
    await render(<Toaster />);
    act(() => {
      toast.info('Welcome');
      toast.warning('Careful');
      toast.error('Broken');
    });
    const text = document.body.textContent ?? '';
    expect(text).toContain('Information');
    expect(text).toContain('Warning');
    expect(text).toContain('Error');
    const closes = document.querySelectorAll('button[aria-label="Close"]');
    expect(closes).toHaveLength(3);
    await click(closes[2]);
    expect(document.body.textContent).not.toContain('Broken');
    expect(getNotices().map((n) => n.text)).toEqual(['Welcome', 'Careful']);
  });
});
