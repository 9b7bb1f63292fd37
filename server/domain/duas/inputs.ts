// A shared dua's input (decisions.md 8, 25) as one schema GraphQL and REST share, like the
// profile inputs (domain/users/inputs.ts): `duaFields` are its fields and their JSON types
// (REST declares its body with them), and `duaInput` adds the rules, with their messages and
// fields, its output the dua as stored.
import { z } from 'zod';
import { badInput } from '../../errors.ts';
import { checkOptionalText, checkText, communityText, isBlank } from '../validation/input-checks.ts';
import { object, optional, required, rules, str } from '../validation/fields.ts';

const MAX_TAGS = 10;
const MAX_TAG_LENGTH = 30;

export const duaFields = {
  text: str(),
  transliteration: optional(str()),
  translation: optional(str()),
  source: optional(str()),
  // Each tag is checked by the rules (as community text, named `tags`).
  tags: optional(z.array(z.string({ error: required('must be a string') }), { error: required('must be a list') })),
};

export const duaShape = object(duaFields);

/** Tags: trimmed, empties dropped, at most 10 of at most 30 characters (decisions.md 8). */
function checkTags(tags: readonly string[] | undefined): string[] {
  const kept = (tags ?? []).map((tag) => communityText(tag, 'tags')).filter((tag) => !isBlank(tag));
  if (kept.length > MAX_TAGS) throw badInput(`Please use at most ${MAX_TAGS} tags`, 'tags');
  if (kept.some((tag) => [...tag].length > MAX_TAG_LENGTH)) throw badInput(`Please keep each tag under ${MAX_TAG_LENGTH} characters`, 'tags');
  return [...new Set(kept)];
}

const FIELD_MESSAGE = 'Please keep each field under 500 characters';

function checkDua(input: z.output<typeof duaShape>) {
  return {
    text: checkText(input.text, {
      field: 'text',
      max: 500,
      emptyMessage: 'Please enter the dua text',
      tooLongMessage: 'Please keep duas under 500 characters',
    }),
    transliteration: checkOptionalText(input.transliteration, 'transliteration', 500, FIELD_MESSAGE),
    translation: checkOptionalText(input.translation, 'translation', 500, FIELD_MESSAGE),
    source: checkOptionalText(input.source, 'source', 500, FIELD_MESSAGE),
    tags: checkTags(input.tags),
  };
}

/** A shared dua: the input's shape, its rules, and the dua as stored. */
export const duaInput = duaShape.transform(rules(checkDua));
