// Vite plugin: writes precache.json, the list of built files the service worker
// (client/public/sw.js) caches at install, lazy chunks included. Vite's own manifest
// (.vite/manifest.json) is not served in production (it maps the source tree), so
// the worker gets only the public file names it needs.
import type { Plugin } from 'vite';

export function precacheList(): Plugin {
  return {
    name: 'precache-list',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files: string[] = [];
      for (const item of Object.values(bundle)) {
        if (item.fileName.endsWith('.map') || item.fileName.endsWith('.html')) continue;
        // The optional PostHog library is fetched only where an operator turned it on.
        if (item.type === 'chunk' && item.moduleIds.some((id) => id.includes('/node_modules/posthog-js/'))) continue;
        files.push(`/${item.fileName}`);
      }
      this.emitFile({ type: 'asset', fileName: 'precache.json', source: `${JSON.stringify(files.sort(), null, 1)}\n` });
    },
  };
}
