// Saving the day's reflection: it joins the cached list (so its guidance shows
// at once) and the streak is asked again; toasts of spec section 8.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql/gql.ts';
import type { Concern, Goal, Mood } from '../../gql/graphql.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { t } from '../../shared/i18n/i18n.ts';

const SaveReflectionMutation = graphql(`
  mutation SaveReflection($date: String!, $mood: Mood!, $goal: Goal!, $concern: Concern!) {
    saveReflection(date: $date, mood: $mood, goal: $goal, concern: $concern) {
      ...ReflectionFields
    }
  }
`);

interface NewReflection {
  date: string;
  mood: Mood;
  goal: Goal;
  concern: Concern;
}

export function useSaveReflection() {
  const [mutate, { loading }] = useMutation(SaveReflectionMutation);
  const save = async (answers: NewReflection) => {
    try {
      await mutate({
        variables: answers,
        update(cache, { data }) {
          const saved = data?.saveReflection;
          if (!saved) return;
          cache.modify({
            id: 'ROOT_QUERY',
            fields: {
              reflections(existing: readonly { __ref: string }[], { toReference, readField }) {
                const ref = toReference(saved);
                if (!ref || existing.some((r) => readField('id', r) === saved.id)) return existing;
                // Newest date first, as the server sorts them.
                return [ref, ...existing];
              },
            },
          });
        },
        refetchQueries: ['ReflectionStreak'],
      });
      showToast({ title: t('reflect.saved'), message: t('reflect.savedBody') });
    } catch (error) {
      console.error('Failed to save reflection', error);
      showToast({ title: t('common.error'), message: t('reflect.saveFailed'), destructive: true });
    }
  };
  return { save, saving: loading };
}
