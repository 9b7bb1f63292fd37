// The generated client types (client/src/gql/) are committed. Regenerating
// them from schema.graphql and the client's operations must change nothing:
// otherwise someone changed the schema or an operation without running
// `npx graphql-codegen --config codegen.ts`.
import { generate } from '@graphql-codegen/cli';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import config, { GENERATED_DIR } from '../codegen.ts';

test('client/src/gql matches what codegen generates now', async () => {
  const out = mkdtempSync(join(tmpdir(), 'codegen-drift-'));
  try {
    const target = `${out}/`;
    const generates = { [target]: config.generates[GENERATED_DIR]! };
    await generate({ ...config, generates, silent: true, errorsOnly: true }, true);
    const committed = readdirSync(GENERATED_DIR).sort();
    assert.deepEqual(readdirSync(out).sort(), committed, 'the same generated files');
    for (const file of committed) {
      assert.equal(
        readFileSync(join(GENERATED_DIR, file), 'utf8'),
        readFileSync(join(out, file), 'utf8'),
        `${GENERATED_DIR}${file} is stale: run npx graphql-codegen --config codegen.ts`,
      );
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
