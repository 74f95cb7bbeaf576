// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

// The import walls of docs/decisions/011-lint.md, checked by linting small sources placed (by name)
// in each folder: the imported files exist, so the resolver finds them as it does for real code.
// import/no-cycle reads the linted file from the disk, where these sources are not: it is off here.
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: { rules: { 'import/no-cycle': 'off' } } });

async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return result.messages.filter((m) => m.ruleId === 'import/no-restricted-paths').map((m) => m.message);
}

const cases: { file: string; imports: string; allowed: boolean }[] = [
  { file: 'domain/example.ts', imports: '../machines/booking.machine', allowed: false },
  { file: 'domain/example.ts', imports: '../src/api/client', allowed: false },
  { file: 'domain/example.ts', imports: '../server/config', allowed: false },
  { file: 'domain/example.ts', imports: './money', allowed: true },
  { file: 'machines/example.ts', imports: '../domain/money', allowed: true },
  { file: 'machines/example.ts', imports: '../src/api/client', allowed: false },
  { file: 'machines/example.ts', imports: '../server/config', allowed: false },
  { file: 'src/example.ts', imports: '../machines/booking.machine', allowed: true },
  { file: 'src/example.ts', imports: '../domain/money', allowed: true },
  { file: 'src/example.ts', imports: '../server/config', allowed: false },
  { file: 'src/screens/example.ts', imports: '../../tests/unit/setup', allowed: false },
  { file: 'server/example.ts', imports: '../domain/money', allowed: true },
  { file: 'server/example.ts', imports: '../machines/booking.machine', allowed: false },
  { file: 'server/modules/example.ts', imports: '../../src/api/client', allowed: false },
  { file: 'tests/example.ts', imports: '../server/config', allowed: true },
  { file: 'tests/example.ts', imports: '../src/api/client', allowed: true },
  { file: 'scripts/example.ts', imports: '../server/config', allowed: true },
  // Between the features of src/screens (docs/decisions/040-feature-walls.md).
  { file: 'src/screens/shop/example.ts', imports: '../booking/BookingRoutes', allowed: false },
  { file: 'src/screens/shop/example.ts', imports: '@src/screens/requests/RequestForm', allowed: false },
  { file: 'src/screens/shop/checkout/example.ts', imports: '../../daySpa/DaySpaRoutes', allowed: false },
  { file: 'src/screens/shop/example.ts', imports: './ShopScreen', allowed: true },
  { file: 'src/screens/shop/example.ts', imports: '@src/shared/forms/ContactFields', allowed: true },
  { file: 'src/screens/shop/example.ts', imports: '../../ui/Modal', allowed: true },
  { file: 'src/shared/example.ts', imports: '../screens/shop/ShopScreen', allowed: false },
  { file: 'src/ui/example.ts', imports: '@src/screens/booking/BookingRoutes', allowed: false },
  { file: 'src/app/example.ts', imports: '../screens/shop/ShopScreen', allowed: true },
];

describe('layer boundaries', () => {
  // The first lint loads the config, its plugins and TypeScript's parser: seconds on a busy machine.
  beforeAll(() => eslint.lintText('', { filePath: 'domain/example.ts' }), 120_000);

  it.each(cases)('$file importing $imports: allowed $allowed', async ({ file, imports, allowed }) => {
    const errors = await boundaryErrors(file, `import * as other from '${imports}';\nexport const used = other;\n`);
    expect(errors).toHaveLength(allowed ? 0 : 1);
  });

  it('names the layer and what it may import', async () => {
    expect(await boundaryErrors('server/example.ts', "import '../machines/booking.machine';\n")).toEqual([
      'Unexpected path "../machines/booking.machine" imported in restricted zone. server/ may import only domain/ of our folders.',
    ]);
  });
});
