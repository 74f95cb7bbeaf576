#!/usr/bin/env node
// Plants deliberately wrong transitions in formSubmit.machine.ts and auth.machine.ts, one at a
// time, and runs the generated-path tests and the hand-written scenario tests against each; then
// puts the machine back. Run by hand (`node scripts/transition-bugs.mjs`); see tests/machines/README.md.
// Issue 8 §5: in a trial, 4 of 4 such bugs passed every generated path.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const bugs = [
  {
    file: 'machines/formSubmit.machine.ts',
    what: 'editing a field after a refusal drops the whole failure (failed --field.edit--> editing)',
    from: "tags: ['failure'],\n      on: {\n        'form.submit': 'submitting',\n        'field.edit': { actions: 'clearFieldError' },",
    to: "tags: ['failure'],\n      on: {\n        'form.submit': 'submitting',\n        'field.edit': { target: 'editing', actions: 'clearFieldError' },",
  },
  {
    file: 'machines/formSubmit.machine.ts',
    what: 'a double click sends the form twice (submitting --form.submit--> submitting)',
    from: "tags: ['loading'],\n      invoke: {",
    to: "tags: ['loading'],\n      on: { 'form.submit': { target: 'submitting', reenter: true } },\n      invoke: {",
  },
  {
    file: 'machines/formSubmit.machine.ts',
    what: 'the success message cannot be followed by a new submission (succeeded ignores form.submit)',
    from: "tags: ['success'],\n      on: {\n        'form.submit': 'submitting',",
    to: "tags: ['success'],\n      on: {",
  },
  {
    file: 'machines/formSubmit.machine.ts',
    what: 'a new edit after success stays on the success message (succeeded --field.edit--> succeeded)',
    from: "'field.edit': 'editing',",
    to: "'field.edit': 'succeeded',",
  },
  {
    file: 'machines/auth.machine.ts',
    what: 'the mode switch still works after sign-in (mode.register handled on the whole dialog)',
    from: "  initial: 'choosing',\n  on: {",
    to: "  initial: 'choosing',\n  on: {\n    'mode.register': '.register',",
  },
  {
    file: 'machines/auth.machine.ts',
    what: 'a journey that asked for the login is sent to /my instead (returnsToOpener guard ignored)',
    from: "always: { guard: 'returnsToOpener', target: 'returnedToOpener' },",
    to: "always: { guard: 'startsWithRegister', target: 'returnedToOpener' },",
  },
  {
    file: 'machines/auth.machine.ts',
    what: 'the redirect to /my leaves at 80 ms instead of 800 ms',
    from: 'after: { [LOGIN_REDIRECT_MS]: ',
    to: 'after: { [LOGIN_REDIRECT_MS / 10]: ',
  },
];

/** Which suites judge which machine: the generated (or older) tests, and the scenario tests (tests/machines). */
const suites = {
  'machines/formSubmit.machine.ts': {
    generated: ['tests/machines/formSubmit.machine.test.ts'],
    scenarios: ['tests/machines/formSubmit.scenarios.test.ts'],
  },
  'machines/auth.machine.ts': {
    generated: ['tests/unit/screens/auth/authMachine.test.ts'],
    scenarios: ['tests/machines/auth.scenarios.test.ts'],
  },
};

const passes = (files) =>
  spawnSync('node_modules/.bin/vitest', ['run', '--project', 'unit', ...files], { stdio: 'ignore' }).status === 0;

const results = [];
for (const bug of bugs) {
  const original = readFileSync(bug.file, 'utf8');
  if (!original.includes(bug.from))
    throw new Error(`cannot plant: ${bug.what} (the machine changed; update this script)`);
  try {
    writeFileSync(bug.file, original.replace(bug.from, bug.to));
    const { generated, scenarios } = suites[bug.file];
    results.push({ bug: bug.what, caughtByOlderTests: !passes(generated), caughtByScenarios: !passes(scenarios) });
  } finally {
    writeFileSync(bug.file, original);
  }
  console.log(results.at(-1));
}
const count = (key) => results.filter((r) => r[key]).length;
console.log(
  `\n${results.length} planted bugs: ${count('caughtByOlderTests')} caught by the generated/older tests, ${count('caughtByScenarios')} caught by the SPEC scenarios`,
);
