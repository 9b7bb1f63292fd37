// The client build the browser tests serve. tools/test-runner/run-tests.ts makes one build
// for the whole run and names its folder in E2E_CLIENT_BUILT (under `npm test`, the
// dist/ that the pretest step has just built); every browser test file then reuses
// it, although Node's runner gives each file its own process. A file run on its own
// builds into .tmp/ (not dist/, which `npm start` owns), once per process. The build
// runs in its own process: the test process has loaded the server, whose Prisma
// client sets a global __dirname that plugins (vite-plugin-pwa) would take for theirs.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const E2E_DIST = `${ROOT}.tmp/e2e-dist`;
const VITE = `${ROOT}node_modules/vite/bin/vite.js`;

/** Set by the test runner to the folder of this run's client build. */
export const BUILT_ENV = 'E2E_CLIENT_BUILT';

const builtByRunner = process.env[BUILT_ENV];
let built: Promise<string> | null = builtByRunner ? Promise.resolve(builtByRunner) : null;

export function buildClient(): Promise<string> {
  built ??= new Promise<string>((resolve, reject) => {
    const args = [VITE, 'build', '--config', `${ROOT}vite.config.ts`, '--outDir', E2E_DIST, '--emptyOutDir', '--sourcemap', 'false', '--logLevel', 'warn'];
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(E2E_DIST) : reject(new Error(`vite build exited with ${code}`))));
  });
  return built;
}
