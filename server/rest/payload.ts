// Strict payload checks, run before any GraphQL: every field has a declared type,
// unknown fields and wrong types are a 400 naming the field. Content rules
// (lengths, empty text, real dates) stay in the GraphQL resolvers, with the spec's
// messages, so they live in one place.
import { badRequest } from './errors.ts';

export type Check<T> = (value: unknown, path: string) => T;
type Shape = Record<string, Check<unknown>>;
export type Infer<S extends Shape> = { [K in keyof S]: ReturnType<S[K]> };

const name = (path: string) => `\`${path}\``;

/** Fields are required unless wrapped in optional(): a missing one is named. */
function present(value: unknown, path: string): void {
  if (value === undefined || value === null) throw badRequest(`${name(path)} is required`);
}

/** Same refusals as the GraphQL layer: no NUL, no lone surrogates (JSON.parse makes them from "\ud800"). */
export const str = (): Check<string> => (value, path) => {
  present(value, path);
  if (typeof value !== 'string') throw badRequest(`${name(path)} must be a string`);
  // eslint-disable-next-line no-control-regex
  if (/\u0000/.test(value)) throw badRequest('Text must not contain NUL characters');
  if (!value.isWellFormed()) throw badRequest('Text contains invalid characters');
  return value;
};

/** An identifier: a non-empty string (an empty one must not read as "absent" further in). */
export const id = (): Check<string> => (value, path) => {
  const text = str()(value, path);
  if (text.trim() === '') throw badRequest(`${name(path)} must not be empty`);
  return text;
};

export const bool = (): Check<boolean> => (value, path) => {
  present(value, path);
  if (typeof value !== 'boolean') throw badRequest(`${name(path)} must be true or false`);
  return value;
};

/** A finite number (JSON's 1e400 parses as Infinity and is refused here). */
export const num = (): Check<number> => (value, path) => {
  present(value, path);
  if (typeof value !== 'number' || !Number.isFinite(value)) throw badRequest(`${name(path)} must be a number`);
  return value;
};

export const int = (min: number, max: number): Check<number> => (value, path) => {
  present(value, path);
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    throw badRequest(`${name(path)} must be a whole number from ${min} to ${max}`);
  return value;
};

export const oneOf =
  <const V extends readonly string[]>(values: V): Check<V[number]> =>
  (value, path) => {
    present(value, path);
    if (typeof value !== 'string' || !values.includes(value))
      throw badRequest(`${name(path)} must be one of: ${values.join(', ')}`);
    return value as V[number];
  };

export const list =
  <T>(item: Check<T>, maxItems: number): Check<T[]> =>
  (value, path) => {
    present(value, path);
    if (!Array.isArray(value)) throw badRequest(`${name(path)} must be a list`);
    if (value.length > maxItems) throw badRequest(`${name(path)} has more than ${maxItems} items`);
    return value.map((v, i) => item(v, `${path}[${i}]`));
  };

/** Absent or null: the field is simply not given. */
export const optional =
  <T>(check: Check<T>): Check<T | undefined> =>
  (value, path) =>
    value === undefined || value === null ? undefined : check(value, path);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const object =
  <S extends Shape>(shape: S): Check<Infer<S>> =>
  (value, path) => {
    if (!path && !isPlainObject(value)) throw badRequest('The request body must be a JSON object');
    present(value, path);
    if (!isPlainObject(value)) throw badRequest(`${name(path)} must be a JSON object`);
    const prefix = path ? `${path}.` : '';
    for (const key of Object.keys(value))
      if (!Object.hasOwn(shape, key)) throw badRequest(`Unknown field ${name(prefix + key)}`);
    // Only declared keys are copied, so "__proto__" and friends never reach a resolver.
    const out: Record<string, unknown> = {};
    for (const [key, check] of Object.entries(shape)) {
      const checked = check(value[key], prefix + key);
      if (checked !== undefined) out[key] = checked;
    }
    return out as Infer<S>;
  };

/** A whole request body: an object of this shape; no body at all counts as {}. */
export const body =
  <S extends Shape>(shape: S): Check<Infer<S>> =>
  (value) =>
    object(shape)(value === undefined ? {} : value, '');
