// The dua form's checks, as the user types (issue 30): each field's own error, the same
// limits the server keeps (server/schema/duas.ts), so Share Dua is not the first word.
import type { MessageId } from '../../shared/i18n/i18n.ts';
import { splitTags } from './splitTags.ts';
import type { DuaDraft } from './useCreateDua.ts';

export const DUA_MAX = 500;
const TAGS_MAX = 10;
const TAG_MAX = 30;

export interface DraftError {
  message: MessageId;
  /** The limit the message states. */
  max?: number;
}

export type DuaDraftErrors = Partial<Record<keyof DuaDraft, DraftError>>;

export function duaDraftErrors(draft: DuaDraft): DuaDraftErrors {
  const errors: DuaDraftErrors = {};
  if (!draft.text.trim()) errors.text = { message: 'duas.textRequired' };
  else if ([...draft.text.trim()].length > DUA_MAX) errors.text = { message: 'rough1.duaTooLong', max: DUA_MAX };
  for (const field of ['transliteration', 'translation', 'source'] as const)
    if ([...draft[field].trim()].length > DUA_MAX) errors[field] = { message: 'rough1.duaFieldTooLong', max: DUA_MAX };
  const tags = splitTags(draft.tags);
  if (tags.length > TAGS_MAX) errors.tags = { message: 'rough1.duaTooManyTags', max: TAGS_MAX };
  else if (tags.some((tag) => [...tag].length > TAG_MAX)) errors.tags = { message: 'rough1.duaTagTooLong', max: TAG_MAX };
  return errors;
}
