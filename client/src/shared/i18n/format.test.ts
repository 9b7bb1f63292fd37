// Percentages in the language's own form (the stats' shares): the sign's side and spacing are
// the language's, the digits its one system (languages.ts DIGITS).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { percentText } from './format.ts';

const plain = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '');

test('a percentage as each language writes it', () => {
  assert.equal(percentText('en', 45), '45%');
  assert.equal(percentText('tr', 45), '%45', 'Turkish puts the sign first');
  assert.equal(percentText('de', 45), '45\u00a0%', 'German keeps a space before it');
  assert.equal(percentText('fa', 45), '۴۵٪', 'Persian: its digits and its sign');
  assert.equal(percentText('bn', 7), '৭%', 'Bengali digits');
  assert.equal(plain(percentText('ar', 1)), '1%', 'Arabic writes Western digits here (DIGITS)');
  assert.equal(percentText('en', 0), '0%');
});
