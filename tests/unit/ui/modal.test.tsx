// @vitest-environment jsdom
import { useEffect, useState, type ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Modal, type ModalProps } from '@src/ui';
import { cleanup, click, keyDown, render } from './harness';

afterEach(cleanup);
// In the browser the dialog's code comes over the network; here, loaded once, it comes inside act().
beforeAll(() => import('@src/ui/ModalDialog'));

const dialog = () => document.querySelector('[role="dialog"]') as HTMLElement | null;

/** Radix's dialog is loaded when the modal is first wanted: wait for React to show it. */
async function shown(): Promise<HTMLElement> {
  await vi.waitFor(() => expect(dialog()).not.toBeNull());
  return dialog()!;
}

/** The open dialog's title. */
const dialogTitle = () => document.getElementById(dialog()?.getAttribute('aria-labelledby') ?? '')?.textContent;

/** Focuses the first button of `container`, opens the modal with it and waits for it; returns the button. */
async function openFrom(container: HTMLElement): Promise<HTMLButtonElement> {
  const opener = container.querySelector('button')!;
  opener.focus();
  await click(opener);
  await shown();
  return opener;
}

/** Once the focus is inside the open dialog, Escape closes it and the focus comes back to `opener`. */
async function escapeBackTo(opener: HTMLElement) {
  await vi.waitFor(() => expect(dialog()!.contains(document.activeElement)).toBe(true));
  await keyDown(document.activeElement!, 'Escape');
  expect(dialog()).toBeNull();
  await vi.waitFor(() => expect(document.activeElement).toBe(opener));
}

/** A modal whose `open` is the harness's state, as a screen holds it. */
function Held(props: Omit<ModalProps, 'open' | 'onOpenChange'> & { footer?: ReactNode }) {
  const [open, setOpen] = useState(false);
  return <Modal {...props} open={open} onOpenChange={setOpen} />;
}

describe('Modal', () => {
  it('renders no dialog until it opens, and its trigger says it opens one', async () => {
    const container = await render(
      <Held title="Change your search" trigger={<button type="button">Change search</button>} />,
    );
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
    await escapeBackTo(trigger);
  });

  it('closes from its close button, returns focus to the trigger, and opens again', async () => {
    const container = await render(
      <Held title="Delete token" size="dialog" trigger={<button type="button">Open</button>} />,
    );
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

  it('without a trigger, gives the focus back to the button that opened it', async () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Create token
          </button>
          <Modal title="Create token" open={open} onOpenChange={setOpen} />
        </>
      );
    }
    const container = await render(<Opener />);
    const opener = await openFrom(container);
    await escapeBackTo(opener);
  });

  it('a modal opened from inside another gives the focus back to where the first one came from', async () => {
    function Chain() {
      const [step, setStep] = useState<'none' | 'create' | 'reveal'>('none');
      return (
        <>
          <button type="button" onClick={() => setStep('create')}>
            Create token
          </button>
          <Modal
            title="Create token"
            open={step === 'create'}
            onOpenChange={(open) => setStep(open ? 'create' : 'none')}
          >
            <button type="button" onClick={() => setStep('reveal')}>
              Create
            </button>
          </Modal>
          <Modal
            title="Your new token"
            open={step === 'reveal'}
            onOpenChange={(open) => setStep(open ? 'reveal' : 'none')}
          />
        </>
      );
    }
    const container = await render(<Chain />);
    const opener = await openFrom(container);
    const create = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Create')!;
    create.focus();
    await click(create);
    await vi.waitFor(() => expect(dialogTitle()).toBe('Your new token'));
    await escapeBackTo(opener);
  });

  it('leaves the focus where the screen put it when the modal closed', async () => {
    function Moves() {
      const [open, setOpen] = useState(false);
      const [closed, setClosed] = useState(false);
      // As a screen does: once the modal has gone, the focus goes to the list.
      useEffect(() => {
        if (closed) document.getElementById('list')!.focus();
      }, [closed]);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Delete
          </button>
          <h2 tabIndex={-1} id="list">
            Your tokens
          </h2>
          <Modal
            title="Delete token"
            open={open}
            onOpenChange={(next) => {
              setOpen(next);
              setClosed(!next);
            }}
          />
        </>
      );
    }
    await openFrom(await render(<Moves />));
    await keyDown(document.activeElement!, 'Escape');
    expect(dialog()).toBeNull();
    // Radix gives the focus back in a timer of 0 set as the dialog went: a timer set after it runs after it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement?.id).toBe('list');
  });
});
