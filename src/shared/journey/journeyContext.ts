import { createContext, useContext } from 'react';

/**
 * A journey's screens share what the journey component made once: its actor (one for all its
 * screens, so the choices survive moving between them) and whatever it provided the actor with
 * (the card session its card field attaches to, the product...). The journey puts the value in
 * the context; each screen reads it with the hook, which refuses to run outside the journey.
 */
export function createJourneyContext<Value>(journeyName: string) {
  const JourneyContext = createContext<Value | null>(null);
  function useJourney(): Value {
    const value = useContext(JourneyContext);
    if (!value) throw new Error(`A ${journeyName} screen was rendered outside ${journeyName}`);
    return value;
  }
  return { Provider: JourneyContext.Provider, useJourney };
}
