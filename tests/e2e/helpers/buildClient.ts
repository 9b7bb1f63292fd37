// Builds the client once per test process into .tmp/ (not dist/, which
// `npm start` owns) so the server under test serves the current code.
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const E2E_DIST = `${ROOT}.tmp/e2e-dist`;

let built: Promise<string> | null = null;

export function buildClient(): Promise<string> {
  built ??= build({
    configFile: `${ROOT}vite.config.ts`,
    logLevel: 'warn',
    build: { outDir: E2E_DIST, emptyOutDir: true, sourcemap: false },
  }).then(() => E2E_DIST);
  return built;
}
