import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type {
  Actor,
  ActorOptions,
  AnyActorLogic,
  AnyStateMachine,
  ConditionalRequired,
  InspectionEvent,
  IsNotNever,
  Observer,
  RequiredActorOptionsKeys,
  SnapshotFrom,
  StateFrom,
} from 'xstate';
import { liveInspector, primeLive, trackJourney } from './live';

type JourneyOptions<TLogic extends AnyActorLogic> = ConditionalRequired<
  [options?: ActorOptions<TLogic> & { [K in RequiredActorOptionsKeys<TLogic>]: unknown }],
  IsNotNever<RequiredActorOptionsKeys<TLogic>>
>;

/**
 * Every journey screen's actor (instead of `useActorRef`, which the lint keeps to this file):
 * the same actor, inspected for the statechart visualiser's live mode. Its inspector does nothing
 * until a visualiser listens (src/statecharts/live.ts), and then sends only ids, event types and
 * state values.
 */
export function useJourneyActor<TLogic extends AnyActorLogic>(
  logic: TLogic,
  ...[options]: JourneyOptions<TLogic>
): Actor<TLogic> {
  primeLive();
  const own = options?.inspect;
  const inspect = own
    ? (event: InspectionEvent) => {
        liveInspector(event);
        if (typeof own === 'function') own(event);
        else (own as Observer<InspectionEvent>).next?.(event);
      }
    : liveInspector;
  const actor = useActorRef(logic, { ...options, inspect } as ActorOptions<TLogic>);
  useEffect(() => trackJourney(actor), [actor]);
  return actor;
}

const whole = <T>(snapshot: T) => snapshot;

/** `useMachine` for journeys: the snapshot, `send` and the actor, through useJourneyActor. */
export function useJourneyMachine<TMachine extends AnyStateMachine>(
  machine: TMachine,
  ...[options]: JourneyOptions<TMachine>
): [StateFrom<TMachine>, Actor<TMachine>['send'], Actor<TMachine>] {
  const actor = useJourneyActor(machine, ...([options] as JourneyOptions<TMachine>));
  const snapshot = useSelector(actor, whole) as SnapshotFrom<TMachine> as StateFrom<TMachine>;
  return [snapshot, actor.send, actor];
}

export { LIVE_CHANNEL, LIVE_STORAGE_KEY } from './live';
