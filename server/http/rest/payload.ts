// Strict payload shapes, checked before any GraphQL runs: each route declares its body
// with the zod builders below. Unknown fields and wrong types are a 400 naming the
// field (`a.b[0]`). Content rules (lengths, empty text, real dates) stay in the GraphQL
// resolvers, with the spec's messages, so they live in one place.
import { z } from 'zod';
import { cleanText } from '../../domain/validation/clean-text.ts';
import { badRequest } from './errors.ts';

/** A whole request body's check, as a route holds it. */
export type Check<T> = (value: unknown, path?: string) => T;

type Shape = Record<string, z.ZodType>;

/** "is required" when the field is absent or null, else the type's own message. */
const required =
  (message: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined || issue.input === null ? 'is required' : message;

/** Text: no NUL, no lone surrogates (JSON.parse makes them from "\ud800"). */
export const str = () => cleanText();

/** An identifier: a non-empty string (an empty one must not read as "absent" further in). */
export const id = () => str().refine((text) => text.trim() !== '', 'must not be empty');

export const bool = () => z.boolean({ error: required('must be true or false') });

/** A finite number (JSON's 1e400 parses as Infinity, which zod refuses). */
export const num = () => z.number({ error: required('must be a number') });

export const int = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.int({ error: required(message) }).min(min, message).max(max, message);
};

export const oneOf = <const V extends readonly [string, ...string[]]>(values: V) =>
  z.enum(values, { error: required(`must be one of: ${values.join(', ')}`) });

/** Exactly this value (the spec's client sends count: 1). */
export const exactly = <const V extends number>(value: V, message: string) => z.literal(value, { error: required(message) });

export const list = <T extends z.ZodType>(item: T, maxItems: number) =>
  z.array(item, { error: required('must be a list') }).max(maxItems, `has more than ${maxItems} items`);

/** Absent or null: the field is simply not given. */
export const optional = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => value ?? undefined);

/** Only declared keys come out, so "__proto__" and friends never reach a resolver; fields not given are left out. */
export const object = <S extends Shape>(shape: S) =>
  z
    .strictObject(shape, { error: required('must be a JSON object') })
    .transform((value) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as z.output<z.ZodObject<S>>);

/** a.b[0]: where an issue is, as a reader would write it. */
function where(path: PropertyKey[]): string {
  return path.map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i ? '.' : ''}${String(part)}`)).join('');
}

/** The first problem as a sentence; unknown fields first, as they are the likeliest mistake. */
function describe(issues: z.core.$ZodIssue[]): string {
  const unknown = issues.find((issue) => issue.code === 'unrecognized_keys');
  if (unknown) return `Unknown field \`${where([...unknown.path, unknown.keys[0]!])}\``;
  const issue = issues[0]!;
  // Sentences ("Text must not contain NUL characters") stand alone; predicates get the field.
  if (!issue.path.length || issue.message[0] !== issue.message[0]?.toLowerCase()) return issue.message;
  return `\`${where(issue.path)}\` ${issue.message}`;
}

const isPlainObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A whole request body: an object of this shape; no body at all counts as {}. */
export function body<S extends Shape>(shape: S): Check<z.output<z.ZodObject<S>>> {
  const schema = object(shape);
  return (value) => {
    const input = value === undefined ? {} : value;
    if (!isPlainObject(input)) throw badRequest('The request body must be a JSON object');
    const parsed = schema.safeParse(input);
    if (!parsed.success) throw badRequest(describe(parsed.error.issues));
    return parsed.data;
  };
}
