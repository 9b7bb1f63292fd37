// The Ummah's inputs (decisions.md 5-7) as schemas GraphQL and REST share, like the profile
// inputs (domain/users/inputs.ts): `postFields`/`postInput` for a post, and `commentFields`
// (REST's body) with `commentInput`, whose rules check the ids first (an impossible id is an
// unknown post or comment, as before the text), so its GraphQL shape takes them, and the
// text, as plain strings.
import { z } from 'zod';
import { checkId, checkText } from '../validation/input-checks.ts';
import { bool, id, object, optional, rules, str } from '../validation/fields.ts';

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
