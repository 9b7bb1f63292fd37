// Connects an e-mail to the private space (spec section 8, private space card
// toasts). A failure shows the server's reason (invalid address, already used by
// another space) instead of a bare 'Please try again.'. The returned user updates `me` in
// the cache, so the card switches to the e-mail with a check. Loaded on Save, with the
// Apollo Client (shared/apollo/appClient.ts), not with Home.
import { graphql } from '../../gql/gql.ts';
import { appClient } from '../../shared/apollo/appClient.ts';
import { userMessage } from '../../shared/apollo/errorCode.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { t } from '../../shared/i18n/i18n.ts';

const ConnectEmailMutation = graphql(`
  mutation ConnectEmail($email: String!) {
    connectEmail(email: $email) {
      id
      isAnonymous
      email
    }
  }
`);

export async function connectEmail(email: string): Promise<boolean> {
  try {
    const client = await appClient;
    await client.mutate({ mutation: ConnectEmailMutation, variables: { email } });
    showToast({ title: t('email.connected'), message: t('email.spaceSavedBody') });
    return true;
  } catch (error) {
    console.error('connect email failed', error);
    showToast({ title: t('email.failed'), message: userMessage(error, t('common.tryAgain')), destructive: true });
    return false;
  }
}
