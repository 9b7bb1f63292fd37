// A mistyped number in the environment stops `node server/main.ts` at once with one
// line naming the setting and its range, before anything opens (issue 29 item 4).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { test } from 'node:test';
import { configFromEnv } from '../../server/config.ts';

async function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['server/main.ts'], {
    env: { ...process.env, REDIS_URL: '', DATABASE_URL: '', STATIC_DIR: '', DATA_DIR: '', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  // A server that did start is stopped: the assertion below then fails with its output.
  const timer = setTimeout(() => child.kill('SIGTERM'), 20_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  return { code, output };
}

for (const [name, value, range] of [
  ['PORT', '80x', '0 to 65535'],
  ['WS_MAX_SUBSCRIPTIONS_PER_SOCKET', '-1', '1 to 10000'],
  ['WS_HEARTBEAT_MS', '12s', '100 to 600000'],
  ['PUSH_POLL_MS', '1e4', '0 to 3600000'],
  ['WRITE_RATE_LIMIT', '0', '1 to 1000000000'],
] as const) {
  test(`${name}=${value} stops the start with one line naming it`, async () => {
    const { code, output } = await start({ [name]: value });
    assert.equal(code, 1, output);
    assert.equal(output, `Cannot start: ${name} must be a whole number from ${range}\n`);
  });
}

test('whole numbers in range are taken as given, absent ones keep their defaults', () => {
  const config = configFromEnv({ PORT: '8080', WS_HEARTBEAT_MS: '5000', PUSH_POLL_MS: '0' });
  assert.equal(config.port, 8080);
  assert.equal(config.wsHeartbeatMs, 5000);
  assert.equal(config.pushPollMs, 0);
  assert.equal(config.wsMaxSubscriptionsPerSocket, 50);
});
