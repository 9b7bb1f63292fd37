// What a production server says about itself (issue 28 point 9): no schema-name hints in
// validation errors (enum values included), no echo of the body in the invalid-JSON error,
// __typename aliases counted against the limit of 15, and introspection still on.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { bootServer, type TestServer } from '../helpers/server.ts';
import { TestBrowser } from '../helpers/client.ts';

describe('production error answers', () => {
  let server: TestServer;
  let browser: TestBrowser;
  before(async () => {
    server = await bootServer('pglite', { isProduction: true });
    browser = new TestBrowser(server.url);
  });
  after(() => server.stop());

  test('no "Did you mean" in any validation error, over HTTP and WebSocket', async () => {
    const typos = [
      '{ duas(sort: recnt) { pageInfo { hasNextPage } } }',
      '{ usersOnlin { all } }',
      '{ duas(sortt: recent) { pageInfo { hasNextPage } } }',
      'query($s: DuaSrt) { duas(sort: $s) { pageInfo { hasNextPage } } }',
      'mutation { createDua(input: { txt: "a" }) { id } }',
    ];
    for (const query of typos) {
      const answer = await browser.gql(query);
      assert.ok(answer.errors?.length, query);
      for (const error of answer.errors!) {
        assert.doesNotMatch(error.message, /Did you mean|"recent"|"usersOnline"|"sort"|"text"/, error.message);
      }
    }
    const live = browser.subscribe('subscription { postCounts(postIds: ["x"]) { heartsCont } }');
    const failure = JSON.stringify((await live.next()).errors);
    assert.match(failure, /heartsCont/);
    assert.doesNotMatch(failure, /Did you mean|heartsCount/);
    await browser.close();
  });

  test('invalid JSON is refused without quoting the body back', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: '{"query": "secret-body-h28b',
    });
    assert.equal(response.status, 400);
    const text = await response.text();
    assert.doesNotMatch(text, /secret-body-h28b|originalError/);
    assert.match(text, /POST body sent invalid JSON/);
  });

  test('sixteen __typename aliases are over the limit of 15; fifteen pass', async () => {
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: __typename`).join(' ')} }`;
    const sixteen = await browser.gql(aliases(16));
    assert.equal(sixteen.data, undefined);
    assert.match(sixteen.errors?.[0]?.message ?? '', /alias/i);
    const fifteen = await browser.gql(aliases(15));
    assert.equal(fifteen.errors, undefined);
    assert.equal(fifteen.data?.a14, 'Query');
  });

  test('introspection stays on: the schema is public', async () => {
    const schema = await browser.gql('{ __schema { queryType { name } } __type(name: "DuaSort") { enumValues { name } } }');
    assert.equal(schema.errors, undefined);
    assert.equal(schema.data?.__schema.queryType.name, 'Query');
    assert.deepEqual(schema.data?.__type.enumValues.map((v: { name: string }) => v.name), ['recent', 'trending']);
  });
});
