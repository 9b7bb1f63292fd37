// The sign-in's requests go out as printOperation's text (postGraphQL.ts), not through the
// Apollo Client: the text must be the very operation the client would have sent, valid
// against the server's schema, and an operation printOperation cannot print must fail here.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { buildSchema, parse, print, validate, type DocumentNode } from 'graphql';
import { CreateAnonymousUserDocument, MeDocument, OpenPrivateLinkDocument } from '../../gql/graphql.ts';
import { printOperation } from './printOperation.ts';

const schema = buildSchema(readFileSync(new URL('../../../../schema.graphql', import.meta.url), 'utf8'));
const SIGN_IN = { Me: MeDocument, OpenPrivateLink: OpenPrivateLinkDocument, CreateAnonymousUser: CreateAnonymousUserDocument };

for (const [name, document] of Object.entries(SIGN_IN)) {
  test(`${name}: printed as the Apollo Client sends it, and valid against the schema`, () => {
    const text = printOperation(document as DocumentNode);
    const parsed = parse(text);
    assert.deepEqual(validate(schema, parsed), []);
    assert.equal(print(parsed), print(addTypenameToDocument(document as DocumentNode)));
    // Its fragments travel with it, and every nested selection names its type.
    assert.match(text, /fragment UserFields on User/);
    assert.match(text, /fragment PrayerSettingsFields on PrayerSettings/);
    assert.equal(parsed.definitions.length, 4);
  });
}

test('variables keep their types, list and non-null', () => {
  const text = printOperation(parse('query Q($ids: [ID!]!, $n: Int) { posts(ids: $ids, first: $n) { id } }'));
  assert.equal(text, 'query Q($ids: [ID!]!, $n: Int) { posts(ids: $ids, first: $n) { id __typename } }');
});

test('what it cannot print fails loudly instead of sending something else', () => {
  assert.throws(() => printOperation(parse('{ me { ... on User { id } } }')), /inline fragment/);
  assert.throws(() => printOperation(parse('{ post(id: "1") { id } }')), /StringValue argument/);
  assert.throws(() => printOperation(parse('{ me @client { id } }')), /directive/);
  assert.throws(() => printOperation(parse('query Q($n: Int = 3) { me { id } }')), /default/);
});
