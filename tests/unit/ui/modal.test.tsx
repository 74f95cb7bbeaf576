// @vitest-environment jsdom
import { useState, type ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Modal, type ModalProps } from '../../../src/ui';
import { cleanup, click, keyDown, render } from './harness';

afterEach(cleanup);
// In the browser the dialog's code comes over the network; here, loaded once, it comes inside act().
beforeAll(() => import('../../../src/ui/ModalDialog'));

const dialog = () => document.querySelector('[role="dialog"]') as HTMLElement | null;

/** Radix's dialog is loaded when the modal is first wanted: wait for React to show it. */
async function shown(): Promise<HTMLElement> {
  await vi.waitFor(() => expect(dialog()).not.toBeNull());
  return dialog()!;
}

/** A modal whose `open` is the harness's state, as a screen holds it. */
function Held(props: Omit<ModalProps, 'open' | 'onOpenChange'> & { footer?: ReactNode }) {
  const [open, setOpen] = useState(false);
  return <Modal {...props} open={open} onOpenChange={setOpen} />;
}

describe('Modal', () => {
  it('renders no dialog until it opens, and its trigger says it opens one', async () => {
    const container = await render(<Held title="Change your search" trigger={<button type="button">Change search</button>} />);
    const trigger = container.querySelector('button')!;
    expect(dialog()).toBeNull();
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await click(trigger);
    await shown();
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
  });

  it('opens from its trigger, is named by its title and returns focus to the trigger on Escape', async () => {
    const container = await render(
      <Held title="Check-in review" trigger={<button type="button">Next</button>}>
        <p>Please confirm</p>
      </Held>,
    );
    const trigger = container.querySelector('button')!;
    trigger.focus();
    await click(trigger);
    const open = await shown();
    const titleId = open.getAttribute('aria-labelledby')!;
    expect(document.getElementById(titleId)?.textContent).toBe('Check-in review');
    expect(open.classList.contains('modal--default')).toBe(true);
    await vi.waitFor(() => expect(open.contains(document.activeElement)).toBe(true));

    await keyDown(document.activeElement!, 'Escape');
    expect(dialog()).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('closes from its close button, returns focus to the trigger, and opens again', async () => {
    const container = await render(<Held title="Delete token" size="dialog" trigger={<button type="button">Open</button>} />);
    const trigger = container.querySelector('button')!;
    await click(trigger);
    expect((await shown()).classList.contains('modal--dialog')).toBe(true);
    await click(document.querySelector('button[aria-label="Close"]')!);
    expect(dialog()).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(trigger));
    await click(trigger);
    expect(await shown()).not.toBeNull();
  });

  it('can fill the screen and keep the title for screen readers only', async () => {
    await render(<Modal title="Login" hideTitle fullScreen open onOpenChange={() => {}} />);
    const open = await shown();
    expect(open.classList.contains('modal--full')).toBe(true);
    const title = document.getElementById(open.getAttribute('aria-labelledby')!)!;
    expect(title.textContent).toBe('Login');
  });
});
