// This device's prayer reminders (Web Push, issue 17): ask permission,
// subscribe with the server's VAPID key, save the choices, send a test, turn
// off. The device's subscription is the browser's; the server keeps its
// choices (GraphQL pushDevices).
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { graphql } from '../../gql/gql.ts';
import { serverMessage } from '../../shared/apollo/serverMessage.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { t, type MessageId } from '../../shared/i18n/i18n.ts';
import { base64UrlBytes, pushState, type PushState } from './pushSupport.ts';

const PushPublicKeyQuery = graphql(`
  query PushPublicKey {
    pushPublicKey
  }
`);

const PushDevicesQuery = graphql(`
  query PushDevices {
    pushDevices {
      endpoint
      prayers
      minutesBefore
      extras
      suhoorMinutes
    }
  }
`);

const SavePushSubscriptionMutation = graphql(`
  mutation SavePushSubscription($input: PushSubscriptionInput!) {
    savePushSubscription(input: $input) {
      endpoint
      prayers
      minutesBefore
      extras
      suhoorMinutes
    }
  }
`);

const DeletePushSubscriptionMutation = graphql(`
  mutation DeletePushSubscription($endpoint: String!) {
    deletePushSubscription(endpoint: $endpoint)
  }
`);

const SendTestReminderMutation = graphql(`
  mutation SendTestReminder {
    sendTestReminder {
      sent
      failed
    }
  }
`);

export interface Choices {
  prayers: string[];
  minutesBefore: number[];
  /** Suhoor, iftar, fast_eve, last_ten, month_start (issue 32). */
  extras: string[];
  /** Minutes before imsak for the suhoor reminder, 0-60. */
  suhoorMinutes: number;
}

export const DEFAULT_CHOICES: Choices = { prayers: ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'], minutesBefore: [0], extras: [], suhoorMinutes: 30 };

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager.getSubscription();
}

export function usePushReminders(online: boolean) {
  const client = useApolloClient();
  const [state, setState] = useState<PushState>(pushState);
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { data, refetch } = useQuery(PushDevicesQuery, { skip: !online || state !== 'granted', fetchPolicy: 'cache-and-network' });
  const [save] = useMutation(SavePushSubscriptionMutation);
  const [remove] = useMutation(DeletePushSubscriptionMutation);
  const [sendTest] = useMutation(SendTestReminderMutation);

  useEffect(() => {
    if (state !== 'granted') return;
    let live = true;
    void currentSubscription().then((s) => live && setEndpoint(s?.endpoint ?? null), () => undefined);
    return () => {
      live = false;
    };
  }, [state]);

  const device = data?.pushDevices.find((d) => d.endpoint === endpoint) ?? null;
  const fail = (what: MessageId) => (error: unknown) => {
    console.error(`reminders: ${what}`, error);
    showToast({ title: t(what), message: serverMessage(error), destructive: true });
  };

  const saveChoices = useCallback(
    async (choices: Choices, subscription?: PushSubscription) => {
      const sub = subscription ?? (await currentSubscription());
      if (!sub) throw new Error('This device has no push subscription');
      const json = sub.toJSON();
      await save({
        variables: {
          input: { endpoint: sub.endpoint, p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '', prayers: choices.prayers, minutesBefore: choices.minutesBefore, extras: choices.extras, suhoorMinutes: choices.suhoorMinutes },
        },
      });
      setEndpoint(sub.endpoint);
      await refetch();
    },
    [save, refetch],
  );

  return {
    state,
    /** This device's saved choices; null when its reminders are off. */
    device,
    busy,
    async turnOn(choices: Choices = DEFAULT_CHOICES) {
      setBusy(true);
      try {
        const permission = await Notification.requestPermission();
        setState(permission);
        if (permission !== 'granted') return;
        const { data: key } = await client.query({ query: PushPublicKeyQuery, fetchPolicy: 'network-only' });
        const registration = await navigator.serviceWorker.ready;
        const subscription =
          (await registration.pushManager.getSubscription()) ??
          (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlBytes(key?.pushPublicKey ?? '') }));
        await saveChoices(choices, subscription);
        showToast({ title: t('reminders.onToast') });
      } catch (error) {
        fail('reminders.turnOnFailed')(error);
      } finally {
        setBusy(false);
      }
    },
    async change(choices: Choices) {
      setBusy(true);
      try {
        await saveChoices(choices);
      } catch (error) {
        fail('reminders.saveFailed')(error);
      } finally {
        setBusy(false);
      }
    },
    async turnOff() {
      setBusy(true);
      try {
        const sub = await currentSubscription();
        if (sub) {
          await remove({ variables: { endpoint: sub.endpoint } });
          await sub.unsubscribe();
        }
        setEndpoint(null);
        await refetch();
        showToast({ title: t('reminders.offToast') });
      } catch (error) {
        fail('reminders.turnOffFailed')(error);
      } finally {
        setBusy(false);
      }
    },
    async test() {
      try {
        const result = await sendTest();
        const sent = result.data?.sendTestReminder.sent ?? 0;
        showToast(sent > 0 ? { title: t('reminders.testSent') } : { title: t('reminders.testNone'), destructive: true });
      } catch (error) {
        fail('reminders.testFailed')(error);
      }
    },
  };
}
