// `npm run lint`: correctness, the React hooks rules, and the walls between the layers
// (docs/decisions/011-lint.md). No stylistic rules (Prettier lays the code out), and no type-aware
// rules (too slow here).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import eslintComments from '@eslint-community/eslint-plugin-eslint-comments';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import prettierOff from 'eslint-config-prettier';

// Which of our folders each layer may import (docs/decisions/011-lint.md): domain/ stands alone,
// machines/ build on domain/, the SPA on both, the server on domain/ only; tests/ and scripts/
// import anything. locales/ and public/ hold data, not code.
const codeFolders = ['domain', 'machines', 'src', 'server', 'tests', 'scripts'];
const mayImport = {
  domain: [],
  machines: ['domain'],
  src: ['machines', 'domain'],
  server: ['domain'],
};
const layerZones = Object.entries(mayImport).map(([layer, allowed]) => ({
  target: `./${layer}`,
  from: codeFolders.filter((other) => other !== layer && !allowed.includes(other)).map((other) => `./${other}`),
  message: allowed.length
    ? `${layer}/ may import only ${allowed.map((folder) => `${folder}/`).join(' and ')} of our folders.`
    : `${layer}/ imports none of our other folders.`,
}));

// The walls between the features of the SPA (docs/decisions/040-feature-walls.md): each folder of
// src/screens/ is a feature and imports no other; what several features show lives in the shared
// folders (src/shared/, src/ui/, src/api/, src/payments/, src/i18n/, src/statecharts/, src/styles/),
// which import no feature. Only src/app/ composes the features (routes, the lists of /my).
const features = readdirSync('./src/screens', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.map((feature) => ({
  target: `./src/screens/${feature}`,
  from: './src/screens',
  except: [`./${feature}`],
  message: `A feature imports no other feature: move what both need to src/shared/ (docs/decisions/040-feature-walls.md).`,
}));
const sharedFolders = ['shared', 'ui', 'api', 'payments', 'i18n', 'statecharts', 'styles'];
const sharedZones = sharedFolders.map((folder) => ({
  target: `./src/${folder}`,
  from: './src/screens',
  message: `src/${folder}/ is shared by the features and imports none of them (docs/decisions/040-feature-walls.md).`,
}));
// The app composes the features and the shared folders; none of them imports it back.
// A payment is read from the top down (docs/architecture.md §2): the route calls runPurchase
// (purchase.ts), which calls the request's orchestrator (purchaseSteps.ts), which calls
// settlement.ts, which calls the leaves (the rows, the refusals, the provider, the gift cards).
// No file calls back up the chain, and the request never calls the code that settles without
// one (reconciliation, the gateway's events).
const pay = (file) => `./server/payments/${file}`;
const settlingWithoutRequest = ['reconcile.ts', 'gatewayEvents.ts', 'abandonedAction.ts', 'stripe/webhook.ts'].map(pay);
const paymentLeaves = [
  'paymentRecords.ts',
  'paymentAnswers.ts',
  'paymentSplit.ts',
  'purchaseSpec.ts',
  'messages.ts',
  'refundMail.ts',
  'gateway.ts',
  'gateways.ts',
  'sandbox',
  'stripe/stripeGateway.ts',
].map(pay);
const paymentZones = [
  {
    target: [pay('purchase.ts'), pay('purchaseSteps.ts'), pay('settlement.ts'), ...paymentLeaves],
    from: settlingWithoutRequest,
    message:
      'The request path does not call the code that settles without a request: both call settlement.ts (docs/architecture.md §2).',
  },
  {
    target: [pay('settlement.ts'), ...paymentLeaves, './server/modules/giftCards'],
    from: [pay('purchase.ts'), pay('purchaseSteps.ts')],
    message:
      'A payment is read from the top down: settlement and the leaves never call back up to the orchestrator (docs/architecture.md §2).',
  },
  {
    target: [...paymentLeaves, './server/modules/giftCards'],
    from: pay('settlement.ts'),
    message: 'The leaves of a payment never call back up to settlement.ts (docs/architecture.md §2).',
  },
];

const appZones = ['screens', ...sharedFolders].map((folder) => ({
  target: `./src/${folder}`,
  from: './src/app',
  message: `src/app/ composes the features; src/${folder}/ does not import it: what both need lives in src/shared/ (docs/decisions/040-feature-walls.md).`,
}));

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-server/',
      'test-results/',
      'playwright-report/',
      'reports/',
      '.data/',
      '.tmp/',
      '.stryker-tmp/',
      'locales/',
      'src/**/*.po.ts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  // Layout is Prettier's (npm run format; npm run lint runs prettier --check): no rule of ours argues with it.
  prettierOff,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { import: importPlugin, '@eslint-community/eslint-comments': eslintComments },
    settings: {
      // import/no-cycle reads the imported modules: TypeScript's parser for ours.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // The typescript resolver reads tsconfig.json's path aliases, so the walls see '@domain/…' too.
      'import/resolver': {
        typescript: { project: './tsconfig.json' },
        node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
      },
    },
    rules: {
      // A rule switched off names itself and says why: `// eslint-disable-next-line rule -- why`.
      '@eslint-community/eslint-comments/require-description': 'error',
      '@eslint-community/eslint-comments/no-unlimited-disable': 'error',
      'import/no-restricted-paths': [
        'error',
        { zones: [...layerZones, ...featureZones, ...sharedZones, ...appZones, ...paymentZones] },
      ],
      // `_name` marks a parameter kept for its position; a caught error may go unnamed or unused.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Two modules of the SPA that import each other (directly or round a ring) have no order to
    // load in (decision 040). Packages are not followed (their cycles are not ours to fix), and
    // only the browser's layers are checked: following every import of the server and the tests
    // made the whole lint four times slower.
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'domain/**/*.ts'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // React code: the SPA and its component tests. (Playwright's fixture callback `use` is no hook.)
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Journeys' actors come from useJourneyActor / useJourneyMachine (src/statecharts/useJourneyActor.ts):
    // the same actors, inspected for the statechart visualiser's live mode (decision 021).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/statecharts/useJourneyActor.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@xstate/react',
              importNames: ['useActorRef', 'useMachine', 'useActor'],
              message:
                "Create a journey's actor with useJourneyActor or useJourneyMachine (src/statecharts/useJourneyActor.ts): live mode sees it.",
            },
            {
              name: 'xstate',
              importNames: ['createActor'],
              message:
                "Create a journey's actor with useJourneyActor or useJourneyMachine (src/statecharts/useJourneyActor.ts): live mode sees it.",
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright reads a fixture's dependencies from its first parameter: `{}` means "none".
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
);
