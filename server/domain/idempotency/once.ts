// Each create counts once (issue 30): a create that carries an idempotency key (GraphQL's
// `idempotencyKey` argument, REST's Idempotency-Key header) claims the key for its user
// before it writes. A second request with the same key — a double click, a retry after a
// lost answer, a replayed request — waits for the first and answers with what it created,
// creating nothing. Keys live in the database (IdempotencyKey), so every instance and a
// restarted one agree; they are kept 24 hours. Status codes follow the IETF draft
// 'The Idempotency-Key HTTP Header Field': the same key with another request is 422, a
// first request still running after the wait is 409.
import { createHash } from 'node:crypto';
import type { PrismaClient } from '../../../prisma/generated/client/client.ts';
import { AppError, badInput, conflict, isUniqueViolation } from '../../errors.ts';

export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** How long a repeat waits for the first request's answer before saying it is still running. */
const WAIT_MS = 10_000;
const POLL_MS = 50;
/** A claim this old without an answer belongs to a request that died: it may be taken over. */
const ABANDONED_MS = 60_000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export interface OnceRequest {
  userId: string;
  /** The client's key; null or undefined: no idempotency asked, the create simply runs. */
  key: string | null | undefined;
  /** The operation and its input: the same key with a different one is refused. */
  operation: string;
  input: unknown;
}

/** The same key used for a different request (the draft's 422). */
export const keyReused = () =>
  new AppError('UNPROCESSABLE', 'This idempotency key was already used for a different request', { field: 'idempotencyKey' });

/**
 * Runs `create` once per (user, key) within 24 hours. `replay` reads again what the first
 * request created (from its id), so the answer carries whatever fields the caller selects.
 */
export async function once<T extends { id: string }>(
  prisma: PrismaClient,
  request: OnceRequest,
  create: () => Promise<T>,
  replay: (id: string) => Promise<T>,
): Promise<T> {
  const { userId, key } = request;
  if (key == null) return create();
  if (!KEY_PATTERN.test(key)) throw badInput('An idempotency key is 1 to 255 visible ASCII characters', 'idempotencyKey');
  const requestHash = hashRequest(request.operation, request.input);
  await prisma.idempotencyKey.deleteMany({ where: { createdAt: { lt: new Date(Date.now() - KEY_LIFETIME_MS) } } });

  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    if (await claim(prisma, userId, key, requestHash)) break;
    const row = await prisma.idempotencyKey.findUnique({ where: { userId_key: { userId, key } } });
    if (!row) continue; // the first request failed and let the key go: claim it again
    if (row.requestHash !== requestHash) throw keyReused();
    const answer = row.response as { id?: string } | null;
    if (answer?.id) return replay(answer.id);
    if (Date.now() - row.createdAt.getTime() > ABANDONED_MS) {
      await prisma.idempotencyKey.deleteMany({ where: { userId, key, createdAt: row.createdAt } });
      continue;
    }
    if (Date.now() > deadline) throw conflict('A request with this idempotency key is still in progress');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }

  try {
    const created = await create();
    await prisma.idempotencyKey.update({ where: { userId_key: { userId, key } }, data: { response: { id: created.id } } });
    return created;
  } catch (error) {
    // Nothing was created: the key is free again, so the user can fix the input and retry.
    await prisma.idempotencyKey.deleteMany({ where: { userId, key } }).catch(() => undefined);
    throw error;
  }
}

async function claim(prisma: PrismaClient, userId: string, key: string, requestHash: string): Promise<boolean> {
  try {
    await prisma.idempotencyKey.create({ data: { userId, key, requestHash } });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

export function hashRequest(operation: string, input: unknown): string {
  return createHash('sha256').update(`${operation}\n${canonicalJson(input)}`).digest('hex');
}

/** JSON with object keys sorted, so the same input hashes alike whatever order it came in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v != null) // REST leaves out what GraphQL passes as null
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
