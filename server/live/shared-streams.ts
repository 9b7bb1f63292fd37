// Fan-out does its work once per event (issue 16, docs/server.md 'Live updates').
// Subscribers who sent the same public operation with the same variables (every
// Ummah screen watching one post's counters, everyone watching users online) join
// one group: the group runs ONE subscription through Yoga's envelop (plugins, error
// masking), so each event is executed once, and the group hands the same result
// object to every member's queue. graphql-ws then serialises it per socket.
//
// Only documents whose every type under the subscription root is marked
// `publicEvent` (server/schema/live.ts) may be shared: they read nothing of the
// viewer. Anything else (isMine, viewerHasHearted) runs per subscriber.
import { getNamedType, isObjectType, TypeInfo, visit, visitWithTypeInfo, type DocumentNode, type ExecutionArgs, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { isAsyncIterable } from '@envelop/core';
import { EventQueue } from './event-queue.ts';

type Subscribed = AsyncIterable<ExecutionResult> | ExecutionResult;

const publicDocuments = new WeakMap<DocumentNode, boolean>();

/** Whether every type under the subscription root is a public event type (one walk per document). */
export function selectsOnlyPublicTypes(schema: GraphQLSchema, document: DocumentNode): boolean {
  let known = publicDocuments.get(document);
  if (known === undefined) publicDocuments.set(document, (known = walkForPublicTypes(schema, document)));
  return known;
}

function walkForPublicTypes(schema: GraphQLSchema, document: DocumentNode): boolean {
  const typeInfo = new TypeInfo(schema);
  const subscriptionType = schema.getSubscriptionType();
  let onlyPublic = true;
  visit(document, visitWithTypeInfo(typeInfo, {
    OperationDefinition(node) {
      if (node.operation !== 'subscription') onlyPublic = false;
    },
    Field() {
      const parent = typeInfo.getParentType();
      if (parent && parent !== subscriptionType && parent.extensions.publicEvent !== true) onlyPublic = false;
      const type = typeInfo.getType();
      const named = type ? getNamedType(type) : null;
      // Leaves (scalars, enums) carry no extension; an object type must be public itself.
      if (isObjectType(named) && named.extensions.publicEvent !== true) onlyPublic = false;
    },
  }));
  return onlyPublic;
}

interface Group {
  members: Set<EventQueue<ExecutionResult>>;
  /** The group's own subscription, once started; a plain result is an error to every joiner. */
  source: Promise<Subscribed>;
  /** Set once the subscription runs, so that the last member out can stop it at once. */
  iterator?: AsyncIterator<ExecutionResult>;
}

export interface SharedStreams {
  /** Joins (or starts) the group for these arguments; `start` runs the one real subscription. */
  subscribe(args: ExecutionArgs, start: (args: ExecutionArgs) => Promise<Subscribed> | Subscribed): Promise<Subscribed>;
  /** Groups running now (for tests and the bench). */
  size(): number;
}

export function createSharedStreams(): SharedStreams {
  const groups = new Map<string, Group>();
  // A document is named by a number: Yoga's parser cache gives one document object per
  // query text, and the key is what the group map holds.
  const documentIds = new WeakMap<DocumentNode, number>();
  let documentCount = 0;

  function keyOf(args: ExecutionArgs): string {
    let id = documentIds.get(args.document);
    if (id === undefined) documentIds.set(args.document, (id = ++documentCount));
    return `${id} ${args.operationName ?? ''} ${JSON.stringify(args.variableValues ?? {})}`;
  }

  function startGroup(key: string, args: ExecutionArgs, start: (args: ExecutionArgs) => Promise<Subscribed> | Subscribed): Group {
    const group: Group = { members: new Set(), source: Promise.resolve().then(() => start(args)) };
    groups.set(key, group);
    void group.source.then(
      async (source) => {
        if (!isAsyncIterable(source)) return void groups.delete(key);
        const iterator = (group.iterator = source[Symbol.asyncIterator]());
        // Nobody left (they all left while it started): stop at once.
        if (group.members.size === 0) return void stop(key, group);
        try {
          for (;;) {
            const next = await iterator.next();
            if (next.done || group.members.size === 0) break;
            for (const member of group.members) member.push(next.value);
          }
        } finally {
          stop(key, group);
        }
      },
      () => groups.delete(key),
    );
    return group;
  }

  /** Ends the group: its members complete, its subscription is returned (once). */
  function stop(key: string, group: Group) {
    if (groups.get(key) === group) groups.delete(key);
    const iterator = group.iterator;
    group.iterator = undefined;
    void iterator?.return?.()?.catch(() => undefined);
    for (const member of [...group.members]) void member.return();
  }

  return {
    async subscribe(args, start) {
      const key = keyOf(args);
      const group = groups.get(key) ?? startGroup(key, args, start);
      const member = new EventQueue<ExecutionResult>(null, () => {
        group.members.delete(member);
        // The last one out stops the group's subscription, so its topic is left at once.
        if (group.members.size === 0) stop(key, group);
      });
      group.members.add(member);
      const source = await group.source.catch((error: unknown) => {
        void member.return();
        throw error;
      });
      if (!isAsyncIterable(source)) {
        void member.return();
        return source;
      }
      return member;
    },
    size: () => groups.size,
  };
}
