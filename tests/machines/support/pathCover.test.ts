import { describe, expect, it } from 'vitest';
import { coverPaths } from './pathCover';
import type { ModelPath } from './paths';

// A path of steps, each walking the states and transitions named.
const step = (states: string[], transitions: string[]) =>
  ({ event: { type: 'e' }, state: {}, stateIds: states, visitedIds: states, transitionIds: transitions }) as never;
const path = (title: string, ...steps: [string[], string[]][]): ModelPath => ({
  title,
  steps: steps.map(([s, t]) => step(s, t)),
});

describe('the paths the browser walks', () => {
  const ab = path('#01 a → b', [['a'], []], [['b'], ['a→b']]);
  const abc = path('#02 a → b → c', [['a'], []], [['b'], ['a→b']], [['c'], ['b→c']]);
  const ad = path('#03 a → d', [['a'], []], [['d'], ['a→d']]);

  it('drop a path whose states and transitions another walks', () => {
    expect(coverPaths([ab, abc, ad])).toEqual([abc, ad]);
  });

  it('keep every start and every data variant, and the paths asked for', () => {
    const inIt = { ...abc, title: '#04 [it]', input: { label: 'it', input: 'it' } };
    const inDe = { ...abc, title: '#05 [de]', input: { label: 'de', input: 'de' } };
    const expired = { ...ab, title: '#06', differsBy: 'status expired' };
    const used = { ...ab, title: '#07', differsBy: 'status used' };
    expect(coverPaths([inIt, inDe, expired, used])).toEqual([inIt, inDe, expired, used]);
    expect(coverPaths([ab, abc, ad], [ab])).toEqual([ab, abc, ad]);
  });

  it('walk everything the whole set walks', () => {
    const paths = [ab, abc, ad, path('#08 d → a', [['d'], []], [['a'], ['d→a']])];
    const walked = (ps: ModelPath[]) => new Set(ps.flatMap((p) => p.steps.flatMap((s) => s.transitionIds)));
    expect(walked(coverPaths(paths))).toEqual(walked(paths));
  });
});
