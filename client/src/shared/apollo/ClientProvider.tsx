// Apollo's provider for a part of the tree that uses Apollo's hooks. Loaded lazily
// (WithClient.tsx), like the client itself: rendering it suspends until the client
// has arrived, so no Apollo hook ever runs without one.
import { ApolloProvider } from '@apollo/client/react';
import { use, type ReactNode } from 'react';
import { appClient } from './appClient.ts';

export default function ClientProvider({ children }: { children: ReactNode }) {
  return <ApolloProvider client={use(appClient)}>{children}</ApolloProvider>;
}
