import { fileURLToPath } from 'node:url';

// The path aliases of tsconfig.json ("paths"), for Vite and Vitest: a screen imports
// '@domain/dates' rather than '../../../../domain/dates'. Imports inside a feature stay relative.
const folder = (name: string) => fileURLToPath(new URL(`../../${name}`, import.meta.url));

export const aliases = {
  '@domain': folder('domain'),
  '@machines': folder('machines'),
  '@src': folder('src'),
};
