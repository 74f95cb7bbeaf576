import type { ModelPath } from './paths';

/**
 * What a path proves in the browser: the states and transitions it walks, the start it begins from
 * (the screen's language, the dialog's mode) and, for paths that differ from others only by their
 * data (pathData.ts), that data.
 */
function proves(path: ModelPath): Set<string> {
  const items = new Set<string>();
  for (const step of path.steps) {
    for (const id of step.visitedIds) items.add(`state ${id}`);
    for (const id of step.transitionIds) items.add(`transition ${id}`);
  }
  if (path.input?.label) items.add(`start ${path.input.label}`);
  if (path.differsBy) items.add(`data ${path.title}`);
  return items;
}

/**
 * The paths the browser walks (decision 059): from `paths`, greedily, the fewest steps that still
 * walk everything the whole set walks (every state, transition, start and data variant), beginning
 * with `keep`. A browser path costs seconds where the machine tests replay every path in
 * milliseconds (walkEveryPath.ts), so the browser proves each screen and move once, not each
 * order of them. Returned in the plan's order, so titles keep their numbers.
 */
export function coverPaths(paths: readonly ModelPath[], keep: readonly ModelPath[] = []): ModelPath[] {
  const items = new Map(paths.map((p) => [p, proves(p)]));
  const chosen = new Set<ModelPath>(keep);
  const left = new Set([...items.values()].flatMap((set) => [...set]));
  for (const path of chosen) for (const item of items.get(path) ?? []) left.delete(item);
  while (left.size > 0) {
    let best: ModelPath | undefined;
    let bestScore = 0;
    for (const [path, set] of items) {
      if (chosen.has(path)) continue;
      const gain = [...set].filter((item) => left.has(item)).length;
      // New items per step walked (plus the start every walk pays).
      const score = gain / (path.steps.length + 2);
      if (score > bestScore) [best, bestScore] = [path, score];
    }
    if (!best) break;
    chosen.add(best);
    for (const item of items.get(best)!) left.delete(item);
  }
  return paths.filter((p) => chosen.has(p));
}
