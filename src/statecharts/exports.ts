import type { AnyStateMachine } from 'xstate';
import type { Chart, ChartState, ChartTransition } from './chart';

/**
 * A machine's definition as JSON (`machine.toJSON()`, XState's own description of it, for
 * importing elsewhere). Inline functions (actions, guards) have no JSON form and are left out:
 * parsing the text and writing it again gives the same text.
 */
export function machineJson(machine: AnyStateMachine): string {
  return `${JSON.stringify(machine.toJSON(), null, 2)}\n`;
}

/** A Mermaid state id: the state node id's levels joined with '__', anything but [A-Za-z0-9_] as '_'. */
export const mermaidId = (stateId: string) =>
  stateId
    .split('.')
    .map((part) => part.replace(/[^A-Za-z0-9_]/g, '_'))
    .join('__');

/** Label text Mermaid takes as it is: no line breaks, no ';' (a statement end) or '#' (an entity). */
const mermaidText = (text: string) =>
  text
    .replace(/[\r\n]+/g, ' ')
    .replace(/[;#]/g, ' ')
    .trim();

/** The chart's deepest state containing all of `ids` (each id's ancestors included). */
function commonContainer(chart: Chart, ids: string[]): string | null {
  const parents = new Map(chart.states.map((state) => [state.id, state.parentId]));
  const chainOf = (id: string) => {
    const chain: string[] = [];
    for (let at = parents.get(id) ?? null; at !== null; at = parents.get(at) ?? null) chain.unshift(at);
    return chain;
  };
  const chains = ids.map(chainOf);
  let common: string | null = null;
  for (let i = 0; chains.every((chain) => i < chain.length && chain[i] === chains[0][i]); i += 1) common = chains[0][i];
  return common;
}

/**
 * The chart as Mermaid `stateDiagram-v2` text: the machine's root as the outer composite state,
 * every state under its parent (parallel regions separated by `--`), each initial state entered
 * from `[*]` and each final state leading to `[*]`, transitions labelled `event [guard]` and written
 * in the block of the innermost state containing both ends; tags and invoked actors as lines of
 * their state.
 */
export function chartMermaid(chart: Chart): string {
  const childrenOf = (id: string) => chart.states.filter((state) => state.parentId === id);
  const transitionsIn = new Map<string | null, ChartTransition[]>();
  for (const transition of chart.transitions) {
    for (const target of transition.targets) {
      // A transition to the state itself or one of its own children is written where the source is.
      const container = commonContainer(chart, [transition.source, target]);
      const one = { ...transition, targets: [target] };
      transitionsIn.set(container, [...(transitionsIn.get(container) ?? []), one]);
    }
  }
  const lines: string[] = ['stateDiagram-v2'];
  const writeTransitions = (container: string | null, indent: string) => {
    for (const transition of transitionsIn.get(container) ?? []) {
      lines.push(
        `${indent}${mermaidId(transition.source)} --> ${mermaidId(transition.targets[0])}: ${mermaidText(transition.label)}`,
      );
    }
  };
  const writeState = (state: ChartState, indent: string) => {
    const id = mermaidId(state.id);
    const children = childrenOf(state.id);
    if (!children.length) {
      lines.push(`${indent}state "${mermaidText(state.key)}" as ${id}`);
    } else {
      lines.push(`${indent}state "${mermaidText(state.key)}" as ${id} {`);
      const inner = `${indent}  `;
      children.forEach((child, index) => {
        if (state.type === 'parallel' && index > 0) lines.push(`${inner}--`);
        if (child.initial || state.type === 'parallel') lines.push(`${inner}[*] --> ${mermaidId(child.id)}`);
        writeState(child, inner);
        if (child.type === 'final') lines.push(`${inner}${mermaidId(child.id)} --> [*]`);
      });
      writeTransitions(state.id, inner);
      lines.push(`${indent}}`);
    }
    if (state.tags.length) lines.push(`${indent}${id}: tags ${mermaidText(state.tags.join(', '))}`);
    for (const invoke of state.invokes) lines.push(`${indent}${id}: invoke ${mermaidText(invoke.src)}`);
  };
  const root = chart.states.find((state) => state.parentId === null);
  if (root) {
    lines.push(`  [*] --> ${mermaidId(root.id)}`);
    writeState(root, '  ');
  }
  writeTransitions(null, '  ');
  return `${lines.join('\n')}\n`;
}
