// The one hook that keeps a list on screen live (decisions.md 6): the Ummah feed, a
// post's comments and the duas. A feature describes its two subscriptions, and this
// hook subscribes, writes what arrives into Apollo's cache, and catches up after the
// socket was away:
// - counts: counters of the items on screen, written onto the cached entity (they are
//   not an entity of their own, so the subscription itself is not cached);
// - arrivals: a new item, put where it belongs in the cached list by the feature;
// - catchUp: after a reconnect (liveConnection.ts), reload what may have changed.
import type { ApolloCache, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useSubscription } from '@apollo/client/react';
import { useEffect, useEffectEvent } from 'react';
import { onReconnected } from './liveConnection.ts';

/** A counters event, as the cached entity it changes and the new values. */
export interface CountsChange {
  __typename: string;
  id: string;
  counts: Record<string, number>;
}

export interface LiveFeed<CountsData, CountsVars extends OperationVariables, ArrivalData, ArrivalVars extends OperationVariables> {
  counts: {
    subscription: TypedDocumentNode<CountsData, CountsVars>;
    variables: CountsVars;
    /** True while there is nothing to watch (no items on screen yet). */
    skip?: boolean;
    read(data: CountsData): CountsChange | null | undefined;
  };
  arrivals: {
    subscription: TypedDocumentNode<ArrivalData, ArrivalVars>;
    variables: ArrivalVars;
    add(cache: ApolloCache, data: ArrivalData): void;
  };
  /** Reloads the list after the socket came back (events sent meanwhile were missed). */
  catchUp(): unknown;
}

export function useLiveFeed<CD, CV extends OperationVariables, AD, AV extends OperationVariables>(feed: LiveFeed<CD, CV, AD, AV>): void {
  const { counts, arrivals } = feed;
  useSubscription(counts.subscription as TypedDocumentNode<CD, OperationVariables>, {
    variables: counts.variables,
    skip: counts.skip,
    fetchPolicy: 'no-cache',
    onData: ({ client, data }) => {
      const change = data.data ? counts.read(data.data) : null;
      if (!change) return;
      client.cache.modify({
        id: client.cache.identify({ __typename: change.__typename, id: change.id }),
        fields: Object.fromEntries(Object.entries(change.counts).map(([field, value]) => [field, () => value])),
      });
    },
  });
  useSubscription(arrivals.subscription as TypedDocumentNode<AD, OperationVariables>, {
    variables: arrivals.variables,
    onData: ({ client, data }) => {
      if (data.data) arrivals.add(client.cache, data.data);
    },
  });
  // The latest catchUp, without listening again on every render.
  const catchUp = useEffectEvent(() => void feed.catchUp());
  useEffect(() => onReconnected(catchUp), []);
}
