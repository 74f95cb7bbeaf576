import { describe, expect, it } from 'vitest';
import { noteDataDifferences } from './pathData';

// Two check-in paths that read alike but open different guests; a third path unlike them.
const open = (position: number) => ({ type: 'guest.open', guest: { position } });
const path = (title: string, ...events: { type: string }[]) => ({
  title,
  steps: [{ event: { type: 'xstate.init' } }, ...events.map((event) => ({ event }))],
});

describe('paths that differ only by their data', () => {
  it('say which step sends which data, and leave a path of its own alone', () => {
    const paths = [
      path('#01 list → guest.open → form.editing', open(1)),
      path('#02 list → guest.open → form.editing → form.close → list', open(1), { type: 'form.close' }),
      path('#03 list → guest.open → form.editing', open(2)),
    ];
    noteDataDifferences(paths);
    expect(paths.map((p) => (p as { differsBy?: string }).differsBy)).toEqual([
      'same steps as 1 other path(s); step 1 guest.open: guest.position 1',
      undefined,
      'same steps as 1 other path(s); step 1 guest.open: guest.position 2',
    ]);
  });

  it('names the leaf that differs deep in a long answer, and a start of its own', () => {
    const card = (status: string) => ({
      type: 'xstate.done.actor.lookUp',
      output: { last_four: '1HZN', value: 9500, balance: 4000, expires_on: '2027-11-23', status },
    });
    const paths = [
      path('#01 checking → done:lookUp → editing', card('expired')),
      path('#02 checking → done:lookUp → editing', card('used')),
      path('#03 x', { type: 'go' }),
      path('#04 x', { type: 'go' }),
    ];
    noteDataDifferences(paths);
    expect(paths.map((p) => (p as { differsBy?: string }).differsBy)).toEqual([
      'same steps as 1 other path(s); step 1 done:lookUp: output.status "expired"',
      'same steps as 1 other path(s); step 1 done:lookUp: output.status "used"',
      'same steps as 1 other path(s); same data (another start)',
      'same steps as 1 other path(s); same data (another start)',
    ]);
  });
});
