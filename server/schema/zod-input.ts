// GraphQL input fields read off the domain's zod shapes (issue 41 item 4: one shape per
// input). A profile input's fields, their order and whether each is required are written
// once, in server/domain/users/inputs.ts; the input type lists them from there, so the
// API and the checks cannot drift apart. Neither @pothos/plugin-zod nor plugin-validation
// does this (both validate arguments against hand-written input types), hence this helper.
//
// A field is required unless the shape lets it be absent or null (`optional(…)`,
// `.nullish()`); text is String, a whole number (`whole()`) Int, any other number Float.
// Enums and nested inputs are not guessed: the caller names their GraphQL type by key.
import type { z } from 'zod';
import type { builder } from './builder.ts';

type InputFields = Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0];
type InputRef = Parameters<InputFields['field']>[0]['type'];

interface Def {
  type: string;
  in?: z.ZodType;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  format?: string;
}

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** The schema under its transforms and optional/nullable wrappers, and whether it must be given. */
function unwrap(schema: z.ZodType): { base: z.ZodType; required: boolean } {
  let base = schema;
  let required = true;
  for (;;) {
    const def = defOf(base);
    if (def.type === 'pipe' && def.in) base = def.in;
    else if ((def.type === 'optional' || def.type === 'nullable') && def.innerType) {
      required = false;
      base = def.innerType;
    } else return { base, required };
  }
}

function scalarOf(base: z.ZodType, key: string): 'String' | 'Int' | 'Float' {
  const def = defOf(base);
  if (def.type === 'string') return 'String';
  if (def.type === 'number') return def.format?.includes('int') ? 'Int' : 'Float';
  throw new Error(`zod-input: give the GraphQL type of '${key}' (a ${def.type})`);
}

/** The fields of a zod object shape (behind `object()`'s transform) as Pothos input fields, in the shape's order. */
export function inputFieldsFrom<Shape extends z.ZodType>(
  t: InputFields,
  shape: Shape,
  types: Partial<Record<keyof z.input<Shape>, InputRef>> = {},
) {
  const fields = defOf(unwrap(shape).base).shape;
  if (!fields) throw new Error('zod-input: not an object shape');
  const named = types as Record<string, InputRef | undefined>;
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => {
      const { base, required } = unwrap(field);
      return [key, t.field({ type: named[key] ?? scalarOf(base, key), required })];
    }),
  ) as never;
}
