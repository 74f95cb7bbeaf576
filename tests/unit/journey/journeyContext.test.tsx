import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createJourneyContext } from '../../../src/shared/journey/journeyContext';

const { Provider, useJourney } = createJourneyContext<{ guest: string }>('TestJourney');

function Screen() {
  return <p>{useJourney().guest}</p>;
}

describe('a journey context', () => {
  it('gives each screen inside the journey the value the journey provided', () => {
    expect(
      renderToString(
        <Provider value={{ guest: 'Anna Rossi' }}>
          <Screen />
        </Provider>,
      ),
    ).toBe('<p>Anna Rossi</p>');
  });

  it('refuses a screen rendered outside its journey, naming the journey', () => {
    expect(() => renderToString(<Screen />)).toThrow('A TestJourney screen was rendered outside TestJourney');
  });
});
