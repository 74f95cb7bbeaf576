// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@src/api/user';
import { cleanup, renderWithQueries } from '../ui/harness';

// The navigation's account control asks /api/user when it loads; on a busy server that read can
// leave with the guest's session and answer after a password reset (or a login) has signed the
// person in. Its late "nobody" must not undo the sign-in: /my would show the login dialog.

const answers: ((answer: { user: User | null }) => void)[] = [];
vi.mock('../../../src/api/client', () => ({
  api: { get: vi.fn(() => new Promise((resolve) => answers.push(resolve))) },
}));
const { useSetUser, useUser } = await import('@src/api/user');

const GRETA: User = {
  id: 7,
  fullName: 'Greta Walker',
  email: 'greta@example.com',
  bonus_terme_credit: 0,
  discount_percent: 0,
  is_admin: false,
};

let setUser!: (user: User | null) => void;
let shown: User | null | undefined;
function Probe() {
  shown = useUser().data;
  setUser = useSetUser();
  return null;
}

afterEach(async () => {
  await cleanup();
  answers.length = 0;
});

async function mountProbe() {
  const client = await renderWithQueries(<Probe />);
  // The account control's read has left and not come back.
  expect(answers).toHaveLength(1);
  return client;
}

// TanStack Query tells the screens on its next tick.
const nextTick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('storing who is signed in', () => {
  it('keeps the person signed in when a read sent before the sign-in answers "a guest" after it', async () => {
    const client = await mountProbe();
    await act(async () => setUser(GRETA));
    await act(async () => answers[0]({ user: null }));
    await nextTick();
    expect(client.getQueryData(['user'])).toEqual(GRETA);
    expect(shown).toEqual(GRETA);
  });

  it('keeps the person signed out when a read sent before the logout answers with them after it', async () => {
    const client = await mountProbe();
    await act(async () => setUser(null));
    await act(async () => answers[0]({ user: GRETA }));
    await nextTick();
    expect(client.getQueryData(['user'])).toBeNull();
    expect(shown).toBeNull();
  });

  it('still shows what a read made after the sign-in answers (the cancelled read leaves the query working)', async () => {
    const client = await mountProbe();
    await act(async () => setUser(GRETA));
    let refetched!: Promise<void>;
    await act(async () => {
      refetched = client.refetchQueries({ queryKey: ['user'] });
    });
    expect(answers).toHaveLength(2);
    await act(async () => answers[1]({ user: null }));
    await act(async () => refetched);
    await nextTick();
    expect(shown).toBeNull();
  });
});
