import { describe, expect, it } from 'vitest';
import { createActor, type AnyActorLogic, type AnyStateMachine } from 'xstate';

/** Every machine exported by machines/*.machine.ts, by its export name. */
const modules = import.meta.glob<Record<string, unknown>>('../../machines/*.machine.ts', { eager: true });

/** A state node as the machine exposes it, enough to read the conventions. */
interface Node {
  id: string;
  type: string;
  description?: string;
  always?: { guard?: unknown }[];
  states: Record<string, Node>;
}

const nodesOf = (node: Node): Node[] => Object.values(node.states).flatMap((child) => [child, ...nodesOf(child)]);

/**
 * CONVENTIONS.md: "Every state that a person can see has a description (it shows in the
 * visualiser and in test names)". Visible: an atomic state that is not left at once by `always`
 * and is not the final state of a journey that has moved to another screen.
 */
describe('machine conventions', () => {
  const isMachine = (value: unknown): value is AnyStateMachine =>
    typeof value === 'object' && value !== null && 'root' in value;
  const all = Object.values(modules).flatMap((exports) =>
    Object.entries(exports).filter((entry): entry is [string, AnyStateMachine] => isMachine(entry[1])),
  );

  it('finds the machines of machines/', () => {
    expect(all.map(([name]) => name)).toEqual(
      expect.arrayContaining(['authMachine', 'formSubmitMachine', 'bookingWidgetMachine']),
    );
  });

  it.each(all)('%s: every visible state says what the person sees', (_name, machine) => {
    // A state left at once by an unguarded `always` is never seen.
    const passedThrough = (node: Node) => (node.always ?? []).some((transition) => !transition.guard);
    const visible = nodesOf(machine.root as unknown as Node).filter(
      (node) => node.type === 'atomic' && !passedThrough(node),
    );
    expect(visible.length).toBeGreaterThan(0);
    for (const node of visible) expect(node.description?.trim(), node.id).toBeTruthy();
  });

  it('names the effects a view must provide (login dialog, generic form, booking widget)', () => {
    const effects = (machine: AnyStateMachine) => {
      const { actions, actors } = machine.implementations as unknown as {
        actions: Record<string, { type?: string }>;
        actors: Record<string, unknown>;
      };
      return [...Object.keys(actions).filter((name) => !actions[name].type), ...Object.keys(actors)].sort();
    };
    const byName = Object.fromEntries(all);
    expect(effects(byName.authMachine)).toEqual([
      'goToAccount',
      'loginForm',
      'registerForm',
      'returnToOpener',
      'storeUser',
    ]);
    expect(effects(byName.formSubmitMachine)).toEqual(['notifyFailure', 'notifySuccess', 'submit']);
    expect(effects(byName.bookingWidgetMachine)).toEqual(['notifyInvalid', 'submitSearch', 'validateSearch']);
  });

  /** What an actor reports when started: its error, or null if it completes. */
  const failureOf = (logic: AnyActorLogic) =>
    new Promise<unknown>((resolve) => {
      const actor = createActor(logic, { input: {} });
      actor.subscribe({ error: resolve, complete: () => resolve(null) });
      actor.start();
    });

  /** Exports that are another machine with effects already provided, and why. */
  const provided: Record<string, string> = {
    authFormMachine: "formSubmitMachine with the login dialog's reactions (tell the dialog, keep failures in the form)",
  };

  /** CONVENTIONS.md: effects are named actions and actors whose default throws "provide ...". */
  it.each(all.filter(([name]) => !(name in provided)))(
    '%s: every effect left unprovided says which one to provide',
    async (_name, machine) => {
      const { actions, actors } = machine.implementations as unknown as {
        actions: Record<string, ((...args: unknown[]) => unknown) & { type?: string }>;
        actors: Record<string, AnyActorLogic & { config?: unknown }>;
      };
      // Built-in actions (assign, sendParent...) carry a type; a plain function is an effect.
      for (const [name, action] of Object.entries(actions).filter(([, action]) => !action.type)) {
        expect(() => action({}, {}), name).toThrow(new RegExp(`provide.*${name}`));
      }
      // Promise and callback actors are effects; child machines (a `config` object) are the machine's own parts.
      for (const [name, logic] of Object.entries(actors).filter(([, logic]) => typeof logic.config === 'function')) {
        expect(await failureOf(logic), name).toEqual(
          expect.objectContaining({ message: expect.stringMatching(new RegExp(`provide.*${name}`)) }),
        );
      }
    },
  );
});
