// Keeps the chosen language on the user too (issue 18), so the calendar feed and
// reminders speak it. The browser's own copy (localStorage) is what the app reads.
// A plain function on the app's client (shared/apollo/appClient.ts): the app's
// language sync runs it from the first screen, which loads no Apollo code.
import { graphql } from '../../gql/gql.ts';
import { appClient } from '../../shared/apollo/appClient.ts';
import { t } from '../../shared/i18n/i18n.ts';

const UpdateLanguageMutation = graphql(`
  mutation UpdateLanguage($language: String!) {
    updateProfile(input: { language: $language }) {
      id
      language
    }
  }
`);

export async function saveLanguage(language: string): Promise<void> {
  const failureToast = { title: t('settings.languageFailed') };
  try {
    const client = await appClient;
    await client.mutate({ mutation: UpdateLanguageMutation, variables: { language }, context: { failureToast } });
  } catch {
    // told by the failure's toast (shared/apollo/failureToastLink.ts); appClient never rejects
  }
}
