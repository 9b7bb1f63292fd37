// The zod builders of input fields and their JSON types, with the messages a reader sees:
// "is required" when a field is absent or null, else the type's own ("must be a number").
// REST bodies are declared with them (server/http/rest/payload.ts), and so are the input
// schemas of the domain (domain/users/inputs.ts) that GraphQL and REST share.
import { z } from 'zod';
import { AppError, badInput } from '../../errors.ts';
import { cleanText } from './clean-text.ts';

type Shape = Record<string, z.ZodType>;

/** "is required" when the field is absent or null, else the type's own message. */
export const required =
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

/** A GraphQL Int (a whole number that fits in 32 bits); the input's own rules give its range. */
export const whole = () => {
  const beyond = 'must be a whole number from -2147483648 to 2147483647';
  return z.int({ error: required('must be a whole number') }).min(-2_147_483_648, beyond).max(2_147_483_647, beyond);
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
export function where(path: readonly PropertyKey[]): string {
  return path.map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i ? '.' : ''}${String(part)}`)).join('');
}

/** An issue as a sentence: sentences ("Text must not contain NUL characters") stand alone; predicates get the field. */
export function sentence(issue: z.core.$ZodIssue): string {
  if (!issue.path.length || issue.message[0] !== issue.message[0]?.toLowerCase()) return issue.message;
  return `\`${where(issue.path)}\` ${issue.message}`;
}

/**
 * A resolver's input parsed with its schema: the stored value, or the schema's first issue
 * as a BAD_USER_INPUT naming the field (`offsets.fajr`), as `badInput` always has.
 */
export function checkInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw badInput(sentence(issue), issue.path.length ? where(issue.path) : undefined);
}

/**
 * A domain check as a schema's rules (a zod transform): what it returns is the output, and
 * the BAD_USER_INPUT it throws (`badInput(message, field)`) becomes the schema's issue, with the
 * same message and the field as its path, so checkInput gives the very same error back.
 */
export function rules<I, O>(check: (input: I) => O) {
  return (input: I, ctx: z.RefinementCtx<I>): O => {
    try {
      return check(input);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'BAD_USER_INPUT') throw error;
      const field = error.extensions.field;
      ctx.addIssue({ code: 'custom', message: error.message, path: typeof field === 'string' ? field.split('.') : [], input });
      return z.NEVER;
    }
  };
}

/** The checks of a nested input, its fields named under `field` (`params.label`). */
export function under<T>(field: string, check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'BAD_USER_INPUT') throw error;
    const inner = error.extensions.field;
    throw badInput(error.message, typeof inner === 'string' ? `${field}.${inner}` : field);
  }
}
