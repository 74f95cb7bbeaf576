import { readFileSync } from 'node:fs';
import { parseSync, type ESTree } from 'vite';

/** Where each route's screen is loaded from (SCREENS). */
export const SCREENS_FILE = 'src/app/screens.ts';

interface ScreenImport {
  /** The module the screen's `import()` names, as written. */
  source: string;
  /** The part of the catalog the screen awaits: lazyScreen's third argument, or 'full'. */
  catalog: string;
}

const fail = (route: string, what: string): never => {
  throw new Error(`${SCREENS_FILE}: the screen of ${route} ${what}: write it as lazyScreen(() => import('…'), 'Name')`);
};

/**
 * The module each route's lazy screen imports, read from SCREENS in src/app/screens.ts
 * (`route: lazyScreen(() => import('…'), 'Name', catalog?)`), so that the page names the very code
 * the router loads without a second list of files (decision 037). A screen given as a component
 * (the home page) is in the entry, with nothing to name.
 */
export function readScreenImports(file: string): Map<string, ScreenImport> {
  const { program, errors } = parseSync(file, readFileSync(file, 'utf8'));
  if (errors.length) throw new Error(`${SCREENS_FILE} does not parse: ${errors[0].message}`);
  const declarator = program.body
    .flatMap((statement) => (statement.type === 'ExportNamedDeclaration' ? [statement.declaration] : []))
    .flatMap((declaration) => (declaration?.type === 'VariableDeclaration' ? declaration.declarations : []))
    .find((found) => found.id.type === 'Identifier' && found.id.name === 'SCREENS');
  const table = declarator?.init;
  if (table?.type !== 'ObjectExpression') throw new Error(`${SCREENS_FILE} exports no SCREENS = { … }`);
  const screens = new Map<string, ScreenImport>();
  for (const property of table.properties) {
    if (property.type !== 'Property' || property.key.type !== 'Identifier')
      throw new Error(`${SCREENS_FILE}: SCREENS holds one screen per route name`);
    const route = property.key.name;
    const value = property.value;
    if (value.type === 'Identifier') continue;
    if (value.type !== 'CallExpression' || value.callee.type !== 'Identifier' || value.callee.name !== 'lazyScreen')
      fail(route, 'is neither a component nor a lazy screen');
    const [load, , catalog] = (value as ESTree.CallExpression).arguments;
    const loaded = load?.type === 'ArrowFunctionExpression' ? load.body : undefined;
    if (
      loaded?.type !== 'ImportExpression' ||
      loaded.source.type !== 'Literal' ||
      typeof loaded.source.value !== 'string'
    )
      return fail(route, 'imports no module named in a string');
    if (catalog !== undefined && (catalog.type !== 'Literal' || typeof catalog.value !== 'string'))
      fail(route, 'names its catalog part otherwise than in a string');
    screens.set(route, {
      source: loaded.source.value,
      catalog: catalog?.type === 'Literal' ? String(catalog.value) : 'full',
    });
  }
  return screens;
}
