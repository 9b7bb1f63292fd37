// Keeps the chosen language on the user too (issue 18), so the calendar feed and
// reminders speak it. The browser's own copy (localStorage) is what the app reads.
// A plain function on the app's client (shared/apollo/appClient.ts): the app's
// language sync runs it from the first screen, which loads no Apollo code.
import { graphql } from '../../gql/gql.ts';
import { appClient } from '../../shared/apollo/appClient.ts';
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

export async function saveLanguage(language: string): Promise<void> {
  try {
    const client = await appClient;
    await client.mutate({ mutation: UpdateLanguageMutation, variables: { language } });
  } catch (error) {
    console.error('saving the language failed', error);
    showToast({ title: t('settings.languageFailed'), destructive: true });
  }
}
