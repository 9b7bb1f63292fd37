/// <reference types="vite/client" />

/** A message catalog compiled at build time (tools/vite/compiled-catalogs.ts). */
declare module 'virtual:compiled-catalog/*' {
  import type { Messages } from '@lingui/core';
  const messages: Messages;
  export default messages;
}
