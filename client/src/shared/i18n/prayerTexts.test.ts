// The screens name the methods and the authorities from the catalogs alone (prayerTexts.ts):
// the engine's English names are not in Home's first load ('@prayer-companion/engine/presetNames'),
// so every method the select lists has its `method.<value>` and every preset its
// `authority.<id>` in English, and catalogs.test.ts holds every other language to English's keys.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AUTHORITY_PRESETS, LISTED_METHODS } from '@prayer-companion/engine';
import type { MessageId } from './i18n.ts';
import { methodName, methodOptions, timesSourceText } from './prayerTexts.ts';
import type { Translate } from './useT.ts';
import { readCatalog } from '@prayer-companion/common/catalogFiles';

const en = readCatalog('en');
// Lingui's _() without a message for the id gives the id back; the messages used here have no arguments.
const t: Translate = (id: MessageId) => en[id] ?? id;

test('every listed method and every preset is named in the catalog', () => {
  const missing = [
    ...LISTED_METHODS.map((value) => `method.${value}`),
    ...AUTHORITY_PRESETS.map((p) => `authority.${p.id}`),
  ].filter((key) => !en[key]?.trim());
  assert.deepEqual(missing, []);
});

test('methods and authorities are named from the catalog', () => {
  for (const value of LISTED_METHODS) assert.equal(methodName(t, value), en[`method.${value}`]);
  assert.deepEqual(
    methodOptions(t).map((o) => o.value),
    LISTED_METHODS,
  );
  // Unmeasured, so the name alone: the preset's authority, a spec method's name.
  assert.equal(timesSourceText(t, { calc_method: 'Jafari' }), en['authority.Jafari']);
  assert.equal(timesSourceText(t, { calc_method: 'MuslimWorldLeague' }), en['method.MuslimWorldLeague']);
  assert.equal(timesSourceText(t, { calc_method: 'Custom', params: { fajr_angle: 15, isha_angle: 15 } }), en['method.unnamedMosque']);
  assert.equal(timesSourceText(t, { calc_method: 'Custom', params: { fajr_angle: 15, isha_angle: 15, label: 'East London Mosque' } }), 'East London Mosque');
});
