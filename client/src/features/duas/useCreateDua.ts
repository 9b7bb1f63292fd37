// Sharing a dua: trimmed fields, tags split on commas, toasts of spec section
// 8. The new dua lands at the top of Recent (and others get it live).
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql/gql.ts';
import { prependToFeed } from '../../shared/apollo/cursorFeedPolicy.ts';
import { serverMessage } from '../../shared/apollo/serverMessage.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { splitTags } from './splitTags.ts';
import { t } from '../../shared/i18n/i18n.ts';
import { useIdempotencyKey } from '../../shared/apollo/useIdempotencyKey.ts';
import { useInFlight } from '../../shared/hooks/useInFlight.ts';

const CreateDuaMutation = graphql(`
  mutation CreateDua($input: DuaInput!, $idempotencyKey: String) {
    createDua(input: $input, idempotencyKey: $idempotencyKey) {
      ...DuaCardFields
    }
  }
`);

export interface DuaDraft {
  text: string;
  transliteration: string;
  translation: string;
  source: string;
  tags: string;
}

const optional = (value: string) => value.trim() || null;

/** The server's refusal of one field (extensions.field), shown next to that field. */
export interface FieldRefusal {
  field: keyof DuaDraft;
  message: string;
}

const FIELDS: readonly (keyof DuaDraft)[] = ['text', 'transliteration', 'translation', 'source', 'tags'];

function fieldRefusal(error: unknown): FieldRefusal | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const field = error.errors[0]?.extensions?.field;
  const message = serverMessage(error);
  return message && FIELDS.includes(field as keyof DuaDraft) ? { field: field as keyof DuaDraft, message } : null;
}

/** Resolves true when the dua was shared (the modal then closes). */
export function useCreateDua(onFieldRefused: (refusal: FieldRefusal) => void = () => {}) {
  const [mutate] = useMutation(CreateDuaMutation);
  const idempotency = useIdempotencyKey();
  const { pending: loading, run } = useInFlight();
  const send = async (draft: DuaDraft): Promise<boolean> => {
    const text = draft.text.trim();
    if (!text) return false;
    const input = {
      text,
      transliteration: optional(draft.transliteration),
      translation: optional(draft.translation),
      source: optional(draft.source),
      tags: splitTags(draft.tags),
    };
    try {
      await mutate({
        variables: { input, idempotencyKey: idempotency.keyFor(input) },
        update(cache, { data }) {
          if (data?.createDua) prependToFeed(cache, 'duas', data.createDua, 'recent', 'DuaEdge');
        },
      });
      idempotency.done();
      showToast({ title: t('duas.shared'), message: t('duas.sharedBody') });
      return true;
    } catch (error) {
      console.error('Failed to share dua', error);
      // A field the server refused: its reason goes next to it, not in a toast over the dialog.
      const refusal = fieldRefusal(error);
      if (refusal) {
        onFieldRefused(refusal);
        return false;
      }
      showToast({ title: t('common.error'), message: serverMessage(error) ?? t('duas.shareFailed'), destructive: true });
      return false;
    }
  };
  const create = async (draft: DuaDraft) => (await run(() => send(draft))) ?? false;
  return { create, loading };
}
