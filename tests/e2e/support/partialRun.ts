// Whether a Playwright command line runs the whole suite (the machine coverage check needs to know).

/** Options that select part of the suite: such a run does not stand for the whole of it. */
const FILTERS = [
  '-g',
  '--grep',
  '--grep-invert',
  '--last-failed',
  '--only-changed',
  '--shard',
  '--test-list',
  '--test-list-invert',
];

/** Options without a value (the next word is not theirs). */
const BOOLEAN_OPTIONS = new Set([
  '--headed',
  '--debug',
  '--ui',
  '--list',
  '--quiet',
  '--fully-parallel',
  '--forbid-only',
  '--pass-with-no-tests',
  '--update-snapshots',
  '-u',
  '--ignore-snapshots',
  '--fail-on-flaky-tests',
  '--no-deps',
  '-x',
  '--last-failed',
  '--only-changed',
]);

/** Why the command line runs only part of the suite, or null. `argv` is the runner's process.argv. */
export function partialBecause(argv: string[]): string | null {
  const at = argv.indexOf('test');
  const args = at < 0 ? [] : argv.slice(at + 1);
  const reasons: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--') break;
    if (FILTERS.some((f) => arg === f || arg.startsWith(`${f}=`))) reasons.push(arg.split('=')[0]);
    if (arg.startsWith('-')) {
      // An option's value is the next word unless it is given with '='.
      if (!arg.includes('=') && args[i + 1] && !args[i + 1].startsWith('-') && !BOOLEAN_OPTIONS.has(arg)) i += 1;
    } else reasons.push(`file filter ${arg}`);
  }
  return reasons.length ? `filtered run: ${reasons.join(', ')}` : null;
}
