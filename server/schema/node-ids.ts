// Relay global ids, for node(id:) and nodes(ids:) only. Every type keeps its `id: ID!`
// field with the row's raw uuid (clients, REST paths and Apollo's cache keys use it);
// the global id is a field of its own, `nodeId` (relay.idFieldName in builder.ts), in
// the plugin's default encoding: base64 of 'UmmahPost:<uuid>'.
import { decodeGlobalID } from '@pothos/plugin-relay';
import { badInput } from '../errors.ts';
import { isId } from '../domain/validation/input-checks.ts';

/** The types node(id:) can return: public ones, shown to anyone by their feeds. */
const NODE_TYPES: readonly string[] = ['UmmahPost', 'Dua'];

/**
 * A global id comes back from the client and may be forged: anything but a node type and
 * a uuid is BAD_USER_INPUT before any query (the plugin's own decoder would throw an error
 * that is masked as 'Unexpected error.', and a non-uuid would reach the database).
 */
export function decodeNodeId(globalID: string): { typename: string; id: string } {
  let decoded: { typename: string; id: string } | null = null;
  try {
    decoded = globalID.length <= 200 ? decodeGlobalID(globalID) : null;
  } catch {
    // Not base64, or not 'Type:id': the same answer as any other forged id.
  }
  if (!decoded || !NODE_TYPES.includes(decoded.typename) || !isId(decoded.id)) throw badInput('Invalid node id', 'id');
  return { typename: decoded.typename, id: decoded.id.toLowerCase() };
}

/** Ids one nodes(ids:) may ask for: a feed page's most. */
const MAX_NODES = 50;

/** nodes(ids:) as the plugin resolves it, for at most MAX_NODES ids. */
export function resolveSomeNodes<T>(ids: readonly T[], resolveNodes: (ids: T[]) => Promise<unknown[]>) {
  if (ids.length > MAX_NODES) throw badInput(`Ask for at most ${MAX_NODES} nodes at a time`, 'ids');
  return resolveNodes([...ids]);
}
