// Generators of invalid payloads for the property-based test: each starts from a
// valid payload and breaks it in one way the server must refuse (wrong type,
// missing or unknown field, over-long or blank text, NUL, lone surrogate, a date or
// prayer that does not exist, a wrong id, a body that is not an object).
import fc from 'fast-check';

export type FieldKind =
  | { kind: 'text'; max: number; optional?: boolean }
  | { kind: 'string'; optional?: boolean; bad: fc.Arbitrary<string> }
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'bool'; optional?: boolean }
  | { kind: 'self' }
  | { kind: 'custom'; bad: fc.Arbitrary<unknown>; optional?: boolean }
  | { kind: 'empty' };

export interface BadPayload {
  label: string;
  body: unknown;
}

const isUuid = (s: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);

/** JSON values of the wrong type for a string field (null is "absent" and excluded). */
export const notString = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.array(fc.string(), { maxLength: 2 }), fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }));
const notBool = fc.oneof(fc.integer(), fc.string(), fc.constant('true'), fc.array(fc.boolean(), { maxLength: 1 }));

const blank = fc.array(fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\u3000'), { minLength: 1, maxLength: 20 }).map((a) => a.join(''));
const tooLong = (max: number) =>
  fc.tuple(fc.constantFrom('x', 'ب', 'é', '🤲', 'اللّه '), fc.integer({ min: 1, max: 40 })).map(([unit, extra]) => {
    const chars = [...unit];
    return Array.from({ length: max + extra }, (_, i) => (i === 0 ? 'a' : chars[i % chars.length])).join('') + 'z';
  });
export const withNul = fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 })).map(([a, b]) => `${a}\u0000${b}`);
export const withLoneSurrogate = fc
  .tuple(fc.string({ maxLength: 10 }), fc.integer({ min: 0xd800, max: 0xdfff }), fc.string({ maxLength: 10 }))
  .map(([a, code, b]) => `${a}${String.fromCharCode(code)}${b}`);

export const impossibleDate = fc.oneof(
  fc.record({ y: fc.integer({ min: 1900, max: 2200 }), m: fc.integer({ min: 13, max: 99 }), d: fc.integer({ min: 1, max: 28 }) }),
  fc.record({ y: fc.integer({ min: 1900, max: 2200 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 32, max: 99 }) }),
  fc.record({ y: fc.integer({ min: 1900, max: 2200 }).filter((y) => y % 4 !== 0), m: fc.constant(2), d: fc.constant(29) }),
  fc.record({ y: fc.integer({ min: 1900, max: 2200 }), m: fc.constantFrom(2, 4, 6, 9, 11), d: fc.constant(31) }),
).map(({ y, m, d }) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`)
  .chain((date) => fc.constantFrom(date, date.replace(/-/g, '/'), ` ${date}`, `${date}T00:00:00Z`));

export const badId = fc.oneof(fc.string({ maxLength: 40 }).filter((s) => !isUuid(s)), fc.uuid());
export const badLinkId = fc.string({ maxLength: 80 }).filter((s) => !/^[A-Za-z0-9-]{20,64}$/.test(s));
export const badEmail = fc.oneof(blank, fc.string({ maxLength: 30 }).filter((s) => !s.includes('@')), withNul);

function badValues(field: FieldKind): fc.Arbitrary<unknown> {
  switch (field.kind) {
    case 'text':
      return field.optional ? fc.oneof(notString, tooLong(field.max), withNul, withLoneSurrogate) : fc.oneof(notString, blank, tooLong(field.max), withNul, withLoneSurrogate);
    case 'string':
      return fc.oneof(notString, withNul, withLoneSurrogate, field.bad);
    case 'enum':
      return fc.oneof(notString, fc.string({ maxLength: 12 }).filter((s) => !field.values.includes(s)));
    case 'bool':
      return notBool;
    case 'self':
      return fc.oneof(notString, fc.uuid(), withLoneSurrogate);
    case 'custom':
      return field.bad;
    case 'empty':
      return fc.anything();
  }
}

const isRequired = (f: FieldKind) => f.kind === 'enum' || (f.kind !== 'self' && f.kind !== 'empty' && !f.optional);

/** Payloads that are each invalid in exactly one way, built from a valid one. */
export function badPayloads(valid: Record<string, unknown>, fields: Record<string, FieldKind>): fc.Arbitrary<BadPayload> {
  const names = Object.keys(fields);
  const options: fc.Arbitrary<BadPayload>[] = [
    fc.oneof(fc.array(fc.jsonValue(), { maxLength: 3 }), fc.string(), fc.integer(), fc.constant(null)).map((body) => ({ label: 'not an object', body })),
    fc.tuple(fc.string({ minLength: 1, maxLength: 12 }).filter((k) => !names.includes(k)), fc.jsonValue()).map(([key, value]) => ({
      label: `unknown field ${JSON.stringify(key)}`,
      body: { ...valid, [key]: value },
    })),
  ];
  const required = names.filter((n) => isRequired(fields[n]!));
  if (required.length)
    options.push(fc.constantFrom(...required).map((name) => {
      const { [name]: _dropped, ...rest } = valid;
      return { label: `missing ${name}`, body: rest };
    }));
  if (names.length)
    options.push(fc.constantFrom(...names).chain((name) => badValues(fields[name]!).map((value) => ({ label: `bad ${name}`, body: { ...valid, [name]: value } }))));
  return fc.oneof(...options);
}
