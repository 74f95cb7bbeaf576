import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { precompress } from './scripts/build/precompress.ts';
import { catalogParts } from './scripts/build/catalogParts.ts';
import { routePreloads } from './scripts/build/routePreloads.ts';
import { pureBarrels } from './scripts/build/pureBarrels.ts';
import { aliases } from './scripts/build/aliases.ts';

// Form code: many screens share it, the rooms screen needs none of it. Only the validation rules
// every form uses; each form's own schema goes with its screen (the deposit's first paint does not
// carry the check-in's or the bank details' rules). The HTML sanitiser is not form code: the page
// bodies and the page editor use it, since consents are text with links as elements.
const FORMS =
  /node_modules[\\/](formik|yup|lodash-es|property-expr|tiny-case|toposort|deepmerge|hoist-non-react-statics|react-fast-compare)[\\/]|domain[\\/]validation[\\/](fields|messages)\.ts$|src[\\/]ui[\\/](useFormField|FieldErrors|TextField|CheckboxField|ConsentCheckbox|FormRow|MoneyField|SelectField|TextareaField|RadioGroupField|CounterField)\.tsx?$/;

// Radix's primitives and what its dialog needs beside them: shared by the modal's dialog, the
// toasts and the menus, all drawn after a first paint, so not in the 'journey' chunk that the
// journeys' first paint loads (decision 035). react-is: formik's and Stripe's, not a journey's.
const AFTER_FIRST_PAINT =
  /node_modules[\\/](@radix-ui|radix-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|tslib|react-is)[\\/]/;

// plugin-react 6 ignores react({ babel }), so the Lingui macro runs through its own babel plugin.
export default defineConfig({
  resolve: { alias: aliases },
  plugins: [
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    catalogParts(),
    pureBarrels(),
    routePreloads(),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    // Fewer, larger chunks (decision 031): the entry with everything it imports statically, the
    // rates search's few helpers that the rooms page starts from the entry (with the rule of which
    // offer shows first), what six or more screens share in one 'journey' chunk, and the forms' code
    // in one 'forms' chunk.
    // Left to itself the bundler split a journey's first screen into about thirty small files,
    // and a phone on a slow link pays a round trip for each.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], priority: 3 },
            {
              name: 'earlyRates',
              test: /domain[\\/](bookingQuery|bookingSelection|dates|money|roomRates)\.ts$/,
              priority: 2,
            },
            {
              name: 'journey',
              minShareCount: 6,
              priority: 1,
              test: (id: string) => !FORMS.test(id) && !AFTER_FIRST_PAINT.test(id),
            },
            { name: 'forms', minShareCount: 2, priority: 0, test: FORMS },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
