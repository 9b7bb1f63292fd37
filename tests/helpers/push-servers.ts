// A fake push service and real server processes that send to it (trusting its certificate,
// allowed as a push origin, polling every 300 ms), started for one describe block and
// stopped after it: the set-up of every test that watches reminders leave a running server.
import { after, before } from 'node:test';
import { startFakePushService, type FakePushService } from './fake-push.ts';
import { spawnServer, type ServerProcess } from './process.ts';
import { newStorage, type Backend } from './server.ts';

export interface PushServers {
  readonly push: FakePushService;
  start(env: Record<string, string | undefined>): Promise<ServerProcess>;
  /** A database for the servers of one test (as their environment), dropped once they are stopped. */
  storage(backend: Backend): Promise<{ DATA_DIR?: string; DATABASE_URL?: string; DATABASE_SCHEMA?: string }>;
}

export function pushServers(): PushServers {
  let push: FakePushService | undefined;
  const running: ServerProcess[] = [];
  const drops: (() => Promise<void>)[] = [];
  before(async () => {
    push = await startFakePushService();
  });
  after(async () => {
    for (const s of running) {
      s.child.kill('SIGKILL');
      await s.exited;
    }
    await push?.close();
    for (const drop of drops) await drop();
  });
  return {
    get push() {
      if (!push) throw new Error('the fake push service starts in before()');
      return push;
    },
    async start(env) {
      const server = await spawnServer({ NODE_EXTRA_CA_CERTS: this.push.caFile, PUSH_ALLOWED_ORIGINS: this.push.origin, PUSH_POLL_MS: '300', ...env });
      running.push(server);
      return server;
    },
    async storage(backend) {
      const { storage, drop } = await newStorage(backend);
      drops.push(drop);
      return backend === 'pglite' ? { DATA_DIR: storage.dataDir } : { DATABASE_URL: storage.databaseUrl, DATABASE_SCHEMA: storage.databaseSchema };
    },
  };
}
