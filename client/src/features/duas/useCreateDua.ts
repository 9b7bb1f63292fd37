// Sharing a dua: trimmed fields, tags split on commas, toasts of spec section
// 8. The new dua lands at the top of Recent (and others get it live).
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql/gql.ts';
import { prependToFeed } from '../../shared/apollo/cursorFeedPolicy.ts';
import { serverMessage } from '../../shared/apollo/serverMessage.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { splitTags } from './splitTags.ts';
import { t } from '../../shared/i18n/i18n.ts';

const CreateDuaMutation = graphql(`
  mutation CreateDua($input: DuaInput!) {
    createDua(input: $input) {
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

/** Resolves true when the dua was shared (the modal then closes). */
export function useCreateDua() {
  const [mutate, { loading }] = useMutation(CreateDuaMutation);
  const create = async (draft: DuaDraft): Promise<boolean> => {
    const text = draft.text.trim();
    if (!text) return false;
    try {
      await mutate({
        variables: {
          input: {
            text,
            transliteration: optional(draft.transliteration),
            translation: optional(draft.translation),
            source: optional(draft.source),
            tags: splitTags(draft.tags),
          },
        },
        update(cache, { data }) {
          if (data?.createDua) prependToFeed(cache, 'duas', data.createDua, 'recent', 'DuaEdge');
        },
      });
      showToast({ title: t('duas.shared'), message: t('duas.sharedBody') });
      return true;
    } catch (error) {
      console.error('Failed to share dua', error);
      showToast({ title: t('common.error'), message: serverMessage(error) ?? t('duas.shareFailed'), destructive: true });
      return false;
    }
  };
  return { create, loading };
}
