import type { EventObject } from 'xstate';
import { shortEvent } from './machineGraph';

// Paths of one plan may take the same steps (same events, same states) and differ only by what
// the events carry: a guest, a server's answer. Their titles then read alike but for '#NN'; the
// coverage report shows, for each such path, the data it sends where the others send other data.

interface PathLike {
  title: string;
  steps: { event: EventObject }[];
  differsBy?: string;
}

/** An event's payload as leaves: 'guest.position' → '2' (JSON of each leaf value). */
function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (!prefix && key === 'type') continue;
      for (const [k, v] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else out.set(prefix, JSON.stringify(value) ?? 'undefined');
  return out;
}

/** The leaves of this event that some other path's event at the same step has otherwise: 'output.status "used"'. */
function ownData(event: EventObject, others: EventObject[]): string[] {
  const mine = leaves(event);
  const theirs = others.map((o) => leaves(o));
  const keys = new Set([...mine.keys(), ...theirs.flatMap((t) => [...t.keys()])]);
  return [...keys]
    .filter((k) => theirs.some((t) => t.get(k) !== mine.get(k)))
    .map((k) => `${k} ${mine.get(k) ?? '(none)'}`);
}

/** Sets `differsBy` on every path whose title (without its number) another path of the plan shares. */
export function noteDataDifferences(paths: PathLike[]) {
  const groups = new Map<string, PathLike[]>();
  for (const p of paths) {
    const key = p.title.replace(/^#\d+ /, '');
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    for (const p of group) {
      const others = group.filter((o) => o !== p);
      const differing = p.steps.flatMap((step, i) => {
        const own =
          i > 0
            ? ownData(
                step.event,
                others.map((o) => o.steps[i].event),
              )
            : [];
        return own.length ? [`step ${i} ${shortEvent(step.event.type)}: ${own.join(', ')}`] : [];
      });
      p.differsBy = `same steps as ${group.length - 1} other path(s); ${differing.join('; ') || 'same data (another start)'}`;
    }
  }
}
