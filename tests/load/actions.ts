// What one simulated user does: feed reads (GraphQL and REST), hearts and prayers,
// new posts and comments. Each acknowledged write is recorded for the final check.
export interface Ack {
  interactions: { userId: string; postId: string; type: 'heart' | 'prayer' }[];
  posts: string[];
  comments: string[];
}

export interface Tally {
  byKind: Map<string, number>;
  byStatus: Map<number, number>;
  latencies: number[];
  failures: string[];
  /** GraphQL errors by code and message: refused or failed operations, answered with 200. */
  graphqlErrors: Map<string, number>;
}

export interface Actor {
  baseUrl: string;
  userId: string;
  cookie: string;
  postIds: string[];
  ack: Ack;
  tally: Tally;
}

const FEED = 'query($s: PostSort) { ummahPosts(sort: $s, first: 20) { edges { node { id text heartsCount isMine } } } }';
const INTERACT = 'mutation($p: ID!, $t: InteractionType!) { interact(postId: $p, type: $t) { added } }';
const CREATE_POST = 'mutation($text: String!) { createPost(text: $text) { id } }';
const ADD_COMMENT = 'mutation($p: ID!, $text: String!) { addComment(postId: $p, text: $text) { id } }';

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;

async function request(actor: Actor, kind: string, path: string, init: RequestInit = {}): Promise<any> {
  const started = performance.now();
  // A bounded wait: a request that hangs counts as a failure rather than stalling the run.
  const response = await fetch(actor.baseUrl + path, {
    ...init,
    headers: { 'content-type': 'application/json', cookie: actor.cookie, ...init.headers },
    signal: AbortSignal.timeout(30_000),
  });
  const body = await response.json().catch(() => null);
  actor.tally.latencies.push(performance.now() - started);
  actor.tally.byKind.set(kind, (actor.tally.byKind.get(kind) ?? 0) + 1);
  actor.tally.byStatus.set(response.status, (actor.tally.byStatus.get(response.status) ?? 0) + 1);
  for (const error of body?.errors ?? []) {
    const key = `${kind}: ${error.extensions?.code ?? 'no code'} ${error.message}`;
    actor.tally.graphqlErrors.set(key, (actor.tally.graphqlErrors.get(key) ?? 0) + 1);
  }
  if (response.status >= 500) actor.tally.failures.push(`${kind}: HTTP ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
  return body;
}

const gql = (actor: Actor, kind: string, query: string, variables: Record<string, unknown>) =>
  request(actor, kind, '/graphql', { method: 'POST', body: JSON.stringify({ query, variables }) });

/** One action, chosen by weight: mostly reads, as in real use. */
export async function act(actor: Actor): Promise<void> {
  const roll = Math.random();
  if (roll < 0.35) {
    await gql(actor, 'read graphql', FEED, { s: pick(['popular', 'newest']) });
  } else if (roll < 0.6) {
    await request(actor, 'read rest', `/api/ummah/posts?sort=${pick(['popular', 'newest'])}`);
  } else if (roll < 0.88) {
    const postId = pick(actor.postIds);
    const type = pick(['heart', 'prayer'] as const);
    const body = await gql(actor, 'interact', INTERACT, { p: postId, t: type });
    if (body?.data?.interact) actor.ack.interactions.push({ userId: actor.userId, postId, type });
  } else if (roll < 0.94) {
    const body = await gql(actor, 'create post', CREATE_POST, { text: `Load test prayer request ${Math.random()}` });
    if (body?.data?.createPost?.id) actor.ack.posts.push(body.data.createPost.id);
  } else {
    const body = await gql(actor, 'add comment', ADD_COMMENT, { p: pick(actor.postIds), text: 'Ameen, praying for you' });
    if (body?.data?.addComment?.id) actor.ack.comments.push(body.data.addComment.id);
  }
}
