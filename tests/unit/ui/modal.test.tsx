// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { Modal, ModalClose } from '../../../src/ui';
import { cleanup, click, keyDown, render } from './harness';

afterEach(cleanup);

const dialog = () => document.querySelector('[role="dialog"]') as HTMLElement | null;

describe('Modal', () => {
  it('opens from its trigger, is named by its title and returns focus to the trigger on Escape', async () => {
    const container = await render(
      <Modal title="Check-in review" trigger={<button type="button">Next</button>}>
        <p>Please confirm</p>
      </Modal>,
    );
    const trigger = container.querySelector('button')!;
    trigger.focus();
    await click(trigger);
    const open = dialog()!;
    expect(open).not.toBeNull();
    const titleId = open.getAttribute('aria-labelledby')!;
    expect(document.getElementById(titleId)?.textContent).toBe('Check-in review');
    expect(open.classList.contains('modal--default')).toBe(true);
    expect(open.contains(document.activeElement)).toBe(true);

    await keyDown(document.activeElement!, 'Escape');
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes from its close button and from a ModalClose in the footer', async () => {
    const container = await render(
      <Modal
        title="Delete token"
        size="dialog"
        trigger={<button type="button">Open</button>}
        footer={
          <ModalClose asChild>
            <button type="button">Cancel</button>
          </ModalClose>
        }
      />,
    );
    const trigger = container.querySelector('button')!;
    await click(trigger);
    expect(dialog()!.classList.contains('modal--dialog')).toBe(true);
    await click(document.querySelector('button[aria-label="Close"]')!);
    expect(dialog()).toBeNull();
    await click(trigger);
    const cancel = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Cancel')!;
    await click(cancel);
    expect(dialog()).toBeNull();
  });

  it('can fill the screen and keep the title for screen readers only', async () => {
    await render(<Modal title="Login" hideTitle fullScreen open onOpenChange={() => {}} />);
    expect(dialog()!.classList.contains('modal--full')).toBe(true);
    const title = document.getElementById(dialog()!.getAttribute('aria-labelledby')!)!;
    expect(title.textContent).toBe('Login');
  });
});
