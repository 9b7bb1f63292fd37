// Connects an e-mail from the settings sheet: success toast 'Email connected!'
// / 'Your email has been saved.'. The spec only logs a failure, which left the
// user guessing: the server's reason shows in the e-mail dialog's field.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql/gql.ts';
import { userMessage } from '../../shared/apollo/errorCode.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { t } from '../../shared/i18n/i18n.ts';

const AddEmailMutation = graphql(`
  mutation AddEmail($email: String!) {
    connectEmail(email: $email) {
      id
      isAnonymous
      email
      emailVerified
    }
  }
`);

export function useAddEmail() {
  const [mutate] = useMutation(AddEmailMutation);
  /** Answers the server's reason when it refuses the address (shown in the dialog's field), else null. */
  return async (email: string): Promise<string | null> => {
    try {
      const { data } = await mutate({ variables: { email } });
      // Their own confirmed address again is saved at once; any other stays pending until
      // the mailed link is opened (issue 31).
      if (data?.connectEmail.emailVerified) showToast({ title: t('email.connected'), message: t('email.savedBody') });
      else showToast({ title: t('accounts.checkInbox'), message: t('accounts.checkInboxBody', { email }) });
      return null;
    } catch (error) {
      console.error('connect email failed', error);
      return userMessage(error, t('email.failed'));
    }
  };
}
