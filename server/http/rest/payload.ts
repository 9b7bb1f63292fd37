// Strict payload shapes, checked before any GraphQL runs: each route declares its body
// with the zod builders of server/domain/validation/fields.ts (or an input's shape from its
// domain schema, e.g. domain/users/inputs.ts). Unknown fields and wrong types are a 400
// naming the field (`a.b[0]`). Content rules (lengths, empty text, real dates, ranges) stay in
// the GraphQL resolvers, with the spec's messages, so they live in one place.
import type { z } from 'zod';
import { object, sentence, where } from '../../domain/validation/fields.ts';
import { badRequest } from './errors.ts';

// The field builders live with the domain's input schemas, which REST bodies reuse.
export { bool, exactly, id, int, list, num, object, oneOf, optional, str, whole } from '../../domain/validation/fields.ts';

/** A whole request body's check, as a route holds it. */
export type Check<T> = (value: unknown, path?: string) => T;

type Shape = Record<string, z.ZodType>;

/** The first problem as a sentence; unknown fields first, as they are the likeliest mistake. */
function describe(issues: z.core.$ZodIssue[]): string {
  const unknown = issues.find((issue) => issue.code === 'unrecognized_keys');
  if (unknown) return `Unknown field \`${where([...unknown.path, unknown.keys[0]!])}\``;
  return sentence(issues[0]!);
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
