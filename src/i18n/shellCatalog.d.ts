// `messages.po?shell`: a language's shell messages, compiled by scripts/build/shellCatalog.ts.
declare module '*.po?shell' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
