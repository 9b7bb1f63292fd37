// Percentages in the language's own form (the stats' shares): the sign's side and spacing are
// the language's, the digits its one system (languages.ts DIGITS).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { percentText } from './format.ts';
import { firstWeekday } from './weekStart.ts';

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

test("a week starts on the browser's region's day where it speaks the language, else the language's", () => {
  assert.equal(firstWeekday('en', ['en-GB', 'en']), 1, 'English in Britain: Monday');
  assert.equal(firstWeekday('en', ['en-US']), 0, 'English in the United States: Sunday');
  assert.equal(firstWeekday('en', ['fr-FR']), 0, "another language's region is not English's");
  assert.equal(firstWeekday('ar', []), 6, 'Arabic: Saturday');
  assert.equal(firstWeekday('tr', []), 1, 'Turkish: Monday');
  assert.equal(firstWeekday('ar', ['ar-MA']), 1, 'Arabic in Morocco: Monday');
});
