import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_MODULES } from '../../../src/app/routeModules';

// Decision 028: the build names each route's chunks from ROUTE_MODULES; a screen moved or added in
// routes.tsx without a change there would be fetched late (or a build would fail on a lost file).
describe('ROUTE_MODULES', () => {
  it('names exactly the files that routes.tsx loads on demand', () => {
    const routes = readFileSync(join(import.meta.dirname, '../../../src/app/routes.tsx'), 'utf8');
    const imported = [...routes.matchAll(/import\('\.\.\/(screens\/[^']+)'\)/g)].map((match) => `src/${match[1]}.tsx`);
    const named = new Set(Object.values(ROUTE_MODULES).flat().filter((file) => file !== 'src/app/earlyRates.ts'));
    expect([...named].sort()).toEqual([...new Set(imported)].sort());
    expect(ROUTE_MODULES.bookingRooms).toEqual(['src/screens/booking/BookingRoutes.tsx', 'src/app/earlyRates.ts']);
  });
});
