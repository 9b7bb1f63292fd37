// Settings › Account's actions on the space itself (issue 31): a new private link,
// signing out other devices, deleting the account. One hook, each mutation with
// its toast; the new link's user updates `me` in the cache, so the private-space
// card shows it, and the address bar moves to it.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../../gql/gql.ts';
import { userMessage } from '../../shared/apollo/errorCode.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { t } from '../../shared/i18n/i18n.ts';
import { pathWithoutPrefix } from '../../shared/routing/linkPrefix.ts';
import { clearIdentity, storeIdentity } from '../../entities/users/identityStorage.ts';

const RotatePrivateLinkMutation = graphql(`
  mutation RotatePrivateLink {
    rotatePrivateLink {
      ...UserFields
    }
  }
`);

const SignOutOtherDevicesMutation = graphql(`
  mutation SignOutOtherDevices {
    signOutOtherDevices
  }
`);

const DeleteAccountMutation = graphql(`
  mutation DeleteAccount($confirm: String!) {
    deleteAccount(confirm: $confirm)
  }
`);

// A refused or unsent action is told by its toast (shared/apollo/failureToastLink.ts).
const failureToast = () => ({ title: t('accounts.failed'), message: (error: unknown) => userMessage(error, t('common.tryAgain')) });

export function useAccountActions() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const context = { failureToast: failureToast() };
  const [rotate] = useMutation(RotatePrivateLinkMutation, { context });
  const [signOutOthers] = useMutation(SignOutOtherDevicesMutation, { context });
  const [remove] = useMutation(DeleteAccountMutation, { context });
  return {
    async newPrivateLink() {
      try {
        const { data } = await rotate();
        const user = data?.rotatePrivateLink;
        if (!user) return;
        storeIdentity(user.id, user.linkId);
        const rest = pathWithoutPrefix(window.location.pathname);
        void navigate(`/u/${user.linkId}${rest === '/' ? '' : rest}`, { replace: true });
        showToast({ title: t('accounts.newLinkDone'), message: t('accounts.newLinkBody') });
      } catch {
        // told by the toast
      }
    },
    async signOutOtherDevices() {
      try {
        await signOutOthers();
        showToast({ title: t('accounts.signedOutOthers') });
      } catch {
        // told by the toast
      }
    },
    /** True once deleted: the page then starts over as a new visitor. */
    async deleteAccount(confirm: string): Promise<boolean> {
      try {
        await remove({ variables: { confirm } });
      } catch {
        return false;
      }
      clearIdentity();
      await client.clearStore();
      window.location.assign('/');
      return true;
    },
  };
}
