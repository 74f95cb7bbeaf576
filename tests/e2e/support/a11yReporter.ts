import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { A11Y_ANNOTATION } from './a11y';

const OUTPUT = resolve(import.meta.dirname, '..', '..', '..', 'test-results', 'a11y.json');

/**
 * Sums the screens axe-core checked during the run (support/a11y.ts): how many distinct screens,
 * over which routes, and every violation found. Writes test-results/a11y.json.
 */
export default class A11yReporter implements Reporter {
  private screens = new Map<string, string[]>();

  onTestEnd(_test: TestCase, result: TestResult) {
    for (const a of result.annotations) {
      if (a.type !== A11Y_ANNOTATION || !a.description) continue;
      const { key, rules } = JSON.parse(a.description) as { key: string; rules: string[] };
      // a11y.spec.ts breaks a screen on purpose to prove the check fails it.
      if (!key.includes('a11ySelfTest=')) this.screens.set(key, rules);
    }
  }

  onEnd() {
    if (this.screens.size === 0) return;
    const routes = new Set([...this.screens.keys()].map((key) => key.split(' ')[0]));
    const failing = [...this.screens].filter(([, rules]) => rules.length > 0);
    const violations = failing.reduce((sum, [, rules]) => sum + rules.length, 0);
    console.log(
      `\naxe-core (WCAG 2.2 AA): ${this.screens.size} screens checked over ${routes.size} routes, ${violations} violations on ${failing.length} screens`,
    );
    for (const [key, rules] of failing) console.log(`  ${key}\n    ${rules.join(', ')}`);
    mkdirSync(dirname(OUTPUT), { recursive: true });
    writeFileSync(
      OUTPUT,
      JSON.stringify({ routes: [...routes].sort(), screens: Object.fromEntries(this.screens) }, null, 2),
    );
  }
}
