import assert from 'node:assert/strict';
import { test } from 'node:test';
import { splitTags } from './splitTags.ts';

test('tags are split on commas, trimmed, and empty ones dropped', () => {
  assert.deepEqual(splitTags(' morning, protection ,,  , travel '), ['morning', 'protection', 'travel']);
  assert.deepEqual(splitTags(''), []);
  assert.deepEqual(splitTags(' , ,'), []);
  assert.deepEqual(splitTags('single'), ['single']);
});
