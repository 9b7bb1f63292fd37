// Entry point: start the server from the environment and stop cleanly on SIGTERM/SIGINT.
import { startServer } from './app.ts';

const server = await startServer();
console.log(
  JSON.stringify({ msg: 'listening', url: server.url, database: server.db.kind, level: 'info', time: new Date().toISOString() }),
);

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
