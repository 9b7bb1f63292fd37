// Pothos builder: configuration only. Domain types live in one file per domain.
import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import RelayPlugin from '@pothos/plugin-relay';
import PrismaPlugin from '@pothos/plugin-prisma';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import type PrismaTypes from '../../prisma/generated/pothos-types.ts';
import { getDatamodel } from '../../prisma/generated/pothos-types.ts';
import type { Context } from '../context.ts';
import { scopesFor, unauthorizedError, type AuthScopes, type SignedInContext } from '../auth/scopes.ts';
import { decodeNodeId, resolveSomeNodes } from './node-ids.ts';

export const builder = new SchemaBuilder<{
  PrismaTypes: PrismaTypes;
  Context: Context;
  DefaultFieldNullability: false;
  DefaultInputFieldRequiredness: true;
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    ID: { Input: string; Output: string };
  };
  AuthScopes: AuthScopes;
  AuthContexts: { viewer: SignedInContext; writer: SignedInContext };
  DefaultEdgesNullability: { list: false; items: false };
  DefaultNodeNullability: false;
}>({
  // scope-auth first, so that its checks run before any other plugin's wrapper.
  plugins: [ScopeAuthPlugin, RelayPlugin, PrismaPlugin, DataloaderPlugin],
  defaultFieldNullability: false,
  defaultInputFieldRequiredness: true,
  scopeAuth: {
    authScopes: scopesFor,
    unauthorizedError,
  },
  relay: {
    // `id` stays each type's raw uuid; the Node interface's global id is `nodeId` (node-ids.ts).
    idFieldName: 'nodeId',
    idFieldOptions: { description: 'A global id for node(id:). `id` is the raw id everything else uses.' },
    decodeGlobalID: decodeNodeId,
    nodesQueryOptions: { resolve: (_root, { ids }, _ctx, _info, resolveNodes) => resolveSomeNodes(ids, resolveNodes) },
    // The feeds' connections are what they were before the plugin: non-null edges and nodes.
    edgesFieldOptions: { nullable: { list: false, items: false } },
    nodeFieldOptions: { nullable: false },
  },
  prisma: {
    // Each server instance (and each test server) has its own client.
    client: (ctx) => ctx.prisma,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    onUnusedQuery: null,
  },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

builder.scalarType('DateTime', {
  serialize: (value) => (value instanceof Date ? value : new Date(value)).toISOString(),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO date');
    return date;
  },
});
