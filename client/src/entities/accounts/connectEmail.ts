// Connects an e-mail to the private space (spec section 8), from Home's private-space card
// or from the settings sheet: one mutation, one pair of toasts. A failure answers the
// server's reason (invalid address, already used by another space), which the e-mail
// dialog shows in its field. The returned user updates `me` in the cache, so both places
// switch to the e-mail with a check. Loaded when first used, with the Apollo Client
// (shared/apollo/appClient.ts), not with Home.
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
      emailVerified
    }
  }
`);

/**
 * Where the address was given: the settings sheet's toast says the e-mail was saved,
 * Home's says the space was (spec section 8's two texts).
 */
export type ConnectEmailFrom = 'home' | 'settings';

/** The server's reason when it refuses the address; null once it is connected (or pending). */
export async function connectEmail(email: string, from: ConnectEmailFrom): Promise<string | null> {
  try {
    const client = await appClient;
    const { data } = await client.mutate({ mutation: ConnectEmailMutation, variables: { email } });
    // Their own confirmed address again is saved at once; any other stays pending until
    // the mailed link is opened (issue 31).
    if (data?.connectEmail.emailVerified) {
      showToast({ title: t('email.connected'), message: t(from === 'home' ? 'email.spaceSavedBody' : 'email.savedBody') });
    } else showToast({ title: t('accounts.checkInbox'), message: t('accounts.checkInboxBody', { email }) });
    return null;
  } catch (error) {
    console.error('connect email failed', error);
    return userMessage(error, t('email.failed'));
  }
}
