// Entry point: start the server from the environment and stop cleanly on SIGTERM/SIGINT.
import { configFromEnv, type ServerConfig } from './config.ts';
import { log } from './ops/log.ts';

// A mistyped setting is the operator's to fix: one line naming it, not a stack trace. It is
// found before the app's modules load (below): the settings take ~15 ms to read, the app's
// ~1,500 modules 1.5–2 s of CPU, which a start that is refused need not spend.
let config: ServerConfig;
try {
  config = configFromEnv();
} catch (error) {
  process.stderr.write(`Cannot start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
const { startServer } = await import('./http/app.ts');
const server = await startServer(config);
// Start-up leaves tens of MiB of garbage (transpiled sources, schema building, migrations)
// that V8 would keep resident while the server idles, since nothing allocates to trigger a
// collection: `npm start` and the Dockerfile pass --expose-gc so it is collected once here.
(globalThis as { gc?: () => void }).gc?.();
log('info', 'listening', { on: server.listening, url: server.url, database: server.db.kind });

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log('info', 'stopping', { signal });
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
