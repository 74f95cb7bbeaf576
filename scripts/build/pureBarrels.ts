import type { Plugin } from 'vite';

/**
 * Index files that only re-export (`src/ui/index.ts`): a screen that imports one widget through
 * it must not depend on every widget it names (decision 028). Marked free of side effects, the
 * bundler links each import to the file that defines it, so the rooms screen's Skeleton no longer
 * brings the day picker, date-fns, DOMPurify and formik that other widgets of the index use.
 */
// The toasts' index too: a screen that calls `toast()` needs the notices' store, not the Toaster
// with Radix's toast and collection code, which the shell's islands load after the first paint.
// And the validation rules' index: a form that imports its schema through it must not bring every other form's.
const BARRELS = [/\/src\/ui\/index\.ts$/, /\/src\/ui\/toast\/index\.ts$/, /\/domain\/validation\/index\.ts$/];

export function pureBarrels(): Plugin {
  return {
    name: 'terme-pure-barrels',
    transform(_code, id) {
      if (BARRELS.some((barrel) => barrel.test(id))) return { code: _code, moduleSideEffects: false };
      return null;
    },
  };
}
