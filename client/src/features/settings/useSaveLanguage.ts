// Keeps the chosen language on the user too (issue 18), so the calendar feed and
// reminders speak it. The browser's own copy (localStorage) is what the app reads.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql/gql.ts';
import { t } from '../../shared/i18n/i18n.ts';
import { showToast } from '../../shared/ui/toast.ts';

const UpdateLanguageMutation = graphql(`
  mutation UpdateLanguage($language: String!) {
    updateProfile(input: { language: $language }) {
      id
      language
    }
  }
`);

export function useSaveLanguage() {
  const [mutate] = useMutation(UpdateLanguageMutation);
  return async (language: string): Promise<void> => {
    try {
      await mutate({ variables: { language } });
    } catch (error) {
      console.error('saving the language failed', error);
      showToast({ title: t('settings.languageFailed'), destructive: true });
    }
  };
}
