// GraphQL selections for the spec's JSON shapes (section 3), shared by the routes.
import { Kind, parse, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import { LOCATION_FIELDS, PRAYER_SETTINGS_FIELDS, USER_FIELDS } from '@prayer-companion/common';

// The user's fragments, written once in packages/common/src/userFields.ts: the client's
// operations spread them, and REST asks for exactly their fields (issue 41 item 4).
const FRAGMENTS = new Map(
  parse(USER_FIELDS + LOCATION_FIELDS + PRAYER_SETTINGS_FIELDS)
    .definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
    .map((d) => [d.name.value, d.selectionSet]),
);

/** A selection as one line ("a b { c d }"), the fragments it spreads written out in place. */
function selection(set: SelectionSetNode): string {
  return set.selections
    .map((node) => {
      if (node.kind === Kind.FRAGMENT_SPREAD) return selection(FRAGMENTS.get(node.name.value)!);
      if (node.kind !== Kind.FIELD) throw new Error('REST selections are fields and fragment spreads');
      return node.selectionSet ? `${node.name.value} { ${selection(node.selectionSet)} }` : node.name.value;
    })
    .join(' ');
}

/** A saved place (the spec's location shape). */
export const LOCATION = `location { ${selection(FRAGMENTS.get('LocationFields')!)} }`;

/** The spec's user (section 3): its fields, place and prayer settings. */
export const USER = selection(FRAGMENTS.get('UserFields')!);

export const COMPLETION = 'id date prayer onTime createdAt';

export const STATS = 'streak todayCompleted todayTotal weekCompleted weekTotal';

/** userId is present only on the viewer's own posts (decisions.md 3). */
export const POST =
  'id text allowComments userId isMine heartsCount prayersCount commentsCount createdAt viewerHasHearted viewerHasPrayed';

export const COMMENT = 'id postId text heartsCount createdAt parentCommentId userId isMine viewerHasHearted';

export const INTERACTION = 'postId type userId commentId count';

export const DUA = 'id text transliteration translation source tags likes createdAt userId isMine viewerHasLiked';

export const REFLECTION = 'id userId date mood goal concern createdAt';
