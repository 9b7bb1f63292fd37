/// <reference types="vite/client" />

/** A message catalog compiled at build time (tools/vite/compiled-catalogs.ts). */
declare module 'virtual:compiled-catalog/*' {
  import type { Messages } from '@lingui/core';
  const messages: Messages;
  export default messages;
}

/** A language's messages as written, not compiled (the pseudo-locale accents English's). */
declare module 'virtual:catalog-source/*' {
  const messages: Record<string, string>;
  export default messages;
}
