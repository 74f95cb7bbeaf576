// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@src/api/client';
import { StaffChangeRefusal, useStaffChange } from '@src/screens/admin/useStaffChange';
import { cleanup, renderWithQueries } from '../../ui/harness';

// A change from a staff list's button (product.md §12.1): a refusal shows the server's reason and
// what stands in the way, above the list, announced; the list is read again whether the change
// was saved or refused, so it shows what is stored; the next change clears the old refusal.

let change: ReturnType<typeof useStaffChange<string[]>>;
const refresh = vi.fn(async () => undefined);
const namesInTheWay = (error: unknown) => (error instanceof ApiError ? (error.body.names as string[]) : []);

function List() {
  change = useStaffChange(refresh, namesInTheWay);
  return (
    <StaffChangeRefusal refusal={change.refusal}>
      <ul>
        {change.refusal?.detail?.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </StaffChangeRefusal>
  );
}

afterEach(async () => {
  refresh.mockClear();
  await cleanup();
});

describe('useStaffChange', () => {
  it('shows the server’s refusal with what stands in the way, and reads the list again', async () => {
    await renderWithQueries(<List />);
    const refused = new ApiError(409, 'Two stays include this day.', {}, { names: ['Rossi', 'Weber'] });
    await act(() =>
      change.run(async () => {
        throw refused;
      }),
    );
    const alert = document.querySelector('[role="alert"]');
    expect(alert?.querySelector('.notice--error')?.textContent).toBe('Two stays include this day.');
    expect([...alert!.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Rossi', 'Weber']);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('says the change was not saved when the failure is not the server’s answer', async () => {
    await renderWithQueries(<List />);
    await act(() =>
      change.run(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(document.querySelector('[role="alert"] .notice--error')?.textContent).toBe('The change could not be saved.');
  });

  it('clears the last refusal when a change is saved, and reads the list again', async () => {
    await renderWithQueries(<List />);
    await act(() =>
      change.run(async () => {
        throw new ApiError(422, 'Refused.');
      }),
    );
    const saved = vi.fn(async () => 'ok');
    await act(() => change.run(saved));
    expect(saved).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[role="alert"]')).toBeNull();
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});
