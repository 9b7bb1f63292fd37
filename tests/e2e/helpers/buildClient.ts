// Builds the client once per test process into .tmp/ (not dist/, which
// `npm start` owns) so the server under test serves the current code. When
// scripts/run-tests.ts has already built it for this run (it sets
// E2E_CLIENT_BUILT), every browser test file reuses that build instead of
// making its own: Node's runner gives each file its own process. The build
// runs in its own process: the test process has loaded the server, whose Prisma
// client sets a global __dirname that plugins (vite-plugin-pwa) would take for theirs.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const E2E_DIST = `${ROOT}.tmp/e2e-dist`;
const VITE = `${ROOT}node_modules/vite/bin/vite.js`;

/** Set by the test runner once it has built the client into E2E_DIST for this run. */
export const BUILT_ENV = 'E2E_CLIENT_BUILT';

let built: Promise<string> | null = process.env[BUILT_ENV] === E2E_DIST ? Promise.resolve(E2E_DIST) : null;

export function buildClient(): Promise<string> {
  built ??= new Promise<string>((resolve, reject) => {
    const args = [VITE, 'build', '--config', `${ROOT}vite.config.ts`, '--outDir', E2E_DIST, '--emptyOutDir', '--sourcemap', 'false', '--logLevel', 'warn'];
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(E2E_DIST) : reject(new Error(`vite build exited with ${code}`))));
  });
  return built;
}
