// The community inputs (decisions.md 5-8, 25) as schemas GraphQL and REST share, like the
// profile inputs (domain/profile/inputs.ts): `duaFields` are a shared dua's fields and their
// JSON types (REST declares its body with them), and `duaInput` adds the rules, with their
// messages and fields, its output the dua as stored. Ummah posts and comments (decisions.md
// 5-7) likewise: `postFields`/`postInput`, and `commentFields` (REST's body) with `commentInput`,
// whose rules check the ids first (an impossible id is an unknown post or comment, as before
// the text), so its GraphQL shape takes them, and the text, as plain strings.
import { z } from 'zod';
import { badInput } from '../../errors.ts';
import { checkId, checkOptionalText, checkText, communityText, isBlank } from '../validation/input-checks.ts';
import { bool, id, object, optional, required, rules, str } from '../validation/fields.ts';

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

export const postFields = { text: str(), allowComments: optional(bool()) };

export const postShape = object(postFields);

function checkPost(input: z.output<typeof postShape>) {
  return {
    text: checkText(input.text, {
      field: 'text',
      max: 500,
      emptyMessage: 'Please enter a prayer to share',
      tooLongMessage: 'Please keep prayers under 500 characters',
    }),
    allowComments: input.allowComments ?? true,
  };
}

/** An Ummah post: its text as stored, comments allowed unless turned off. */
export const postInput = postShape.transform(rules(checkPost));

/** A comment's fields in a REST body (the post is the path's). */
export const commentFields = { text: str(), parentCommentId: optional(id()) };

// GraphQL's arguments: plain strings, so the ids are judged before the text, as the rules do.
const commentShape = object({ postId: z.string(), text: z.string(), parentCommentId: optional(z.string()) });

function checkComment(input: z.output<typeof commentShape>) {
  const postId = checkId(input.postId, 'Post');
  const parentId = input.parentCommentId !== undefined ? checkId(input.parentCommentId, 'Comment') : null;
  const kind = parentId ? 'reply' : 'comment';
  const text = checkText(input.text, {
    field: 'text',
    max: 200,
    emptyMessage: `Please enter a ${kind}`,
    tooLongMessage: `Please keep ${kind === 'reply' ? 'replies' : 'comments'} under 200 characters`,
  });
  return { postId, parentId, text };
}

/** A comment or a reply (with parentCommentId): the ids lower-cased, the text as stored. */
export const commentInput = commentShape.transform(rules(checkComment));
