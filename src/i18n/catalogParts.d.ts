// `messages.po?shell` and `messages.po?screen=…`: parts of a language's catalog, compiled by
// scripts/build/catalogParts.ts.
declare module '*.po?shell' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
declare module '*.po?screen=booking' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
declare module '*.po?screen=daySpa' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
declare module '*.po?screen=deposit' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
