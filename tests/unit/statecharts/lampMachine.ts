import { createMachine, setup } from 'xstate';

/**
 * A small machine with what the visualiser must show (nesting, an initial and a final state, a
 * guard, a delay, `always` transitions, an invoked machine, tags, a description, a transition of
 * the root and one without a target), for expectations written by hand.
 */
export const lampMachine = setup({
  guards: { hasPower: () => true, isBright: () => true },
  delays: { cooldown: 500 },
  actors: { child: createMachine({ id: 'bulb', initial: 'glowing', states: { glowing: {} } }) },
}).createMachine({
  id: 'lamp',
  initial: 'off',
  on: { reset: '.off' },
  states: {
    off: {
      description: 'Dark.',
      on: { toggle: { guard: 'hasPower', target: 'on' }, poke: { actions: () => {} } },
    },
    on: {
      initial: 'warming',
      tags: ['lit'],
      on: { toggle: 'off' },
      states: {
        warming: { after: { cooldown: 'checking' } },
        checking: { always: [{ guard: 'isBright', target: 'steady' }, { target: '#lamp.done' }] },
        steady: { invoke: { id: 'helper', src: 'child', onDone: '#lamp.done' } },
      },
    },
    done: { type: 'final' },
  },
});
