// REST test helpers: JSON calls through a TestBrowser (so cookies travel like a
// browser's) and a snapshot of every table, to prove bad input changes nothing.
import assert from 'node:assert/strict';
import { DEFAULT_PLACE } from '@prayer-companion/engine/defaultPlace';
import type { TestBrowser } from '../helpers/client.ts';
import type { TestServer } from '../helpers/server.ts';

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export async function call<T = any>(browser: TestBrowser, method: string, path: string, body?: unknown): Promise<ApiResponse<T>> {
  const init: RequestInit = { method };
  if (body !== undefined) {
    init.headers = { 'content-type': 'application/json' };
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
  }
  const response = await browser.fetch(path, init);
  const text = await response.text();
  assert.match(response.headers.get('content-type') ?? '', /application\/json/, `${method} ${path} answers JSON`);
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
}

/** Asserts an error answer: status, code, and optionally the exact message. */
export function assertError(response: ApiResponse, status: number, code: string, message?: string | RegExp) {
  assert.equal(response.status, status, JSON.stringify(response.body));
  assert.equal(response.body?.error?.code, code, JSON.stringify(response.body));
  assert.equal(typeof response.body.error.message, 'string');
  assert.doesNotMatch(response.body.error.message, /\n\s+at /, 'no stack trace');
  if (typeof message === 'string') assert.equal(response.body.error.message, message);
  else if (message) assert.match(response.body.error.message, message);
}

export async function signUp(browser: TestBrowser, payload: Record<string, unknown> = {}) {
  const response = await call(browser, 'POST', '/api/auth/anonymous', payload);
  assert.equal(response.status, 201, JSON.stringify(response.body));
  return response.body as { id: string; linkId: string; [field: string]: unknown };
}

/** Row counts and contents of the tables a write could touch. */
export async function snapshot(server: TestServer) {
  const p = server.db.prisma;
  const [users, sessions, completions, posts, comments, interactions, hearts, duas, likes, reflections, calendarFeeds, accuracyReports] = await Promise.all([
    p.user.findMany({ orderBy: { id: 'asc' }, select: { id: true, email: true, location: true, prayerSettings: true, linkId: true } }),
    p.session.count(),
    p.prayerCompletion.findMany({ orderBy: { id: 'asc' } }),
    p.ummahPost.findMany({ orderBy: { id: 'asc' } }),
    p.comment.findMany({ orderBy: { id: 'asc' } }),
    p.postInteraction.count(),
    p.commentHeart.count(),
    p.dua.findMany({ orderBy: { id: 'asc' } }),
    p.duaLike.count(),
    p.reflection.findMany({ orderBy: { id: 'asc' } }),
    p.calendarFeed.findMany({ orderBy: { id: 'asc' } }),
    p.accuracyReport.findMany({ orderBy: { id: 'asc' } }),
  ]);
  return JSON.parse(
    JSON.stringify({ users, sessions, completions, posts, comments, interactions, hearts, duas, likes, reflections, calendarFeeds, accuracyReports }),
  ) as unknown;
}

/** The engine's default place, as a place a test sends. */
export const LONDON = { ...DEFAULT_PLACE };

export const OTHER_ID = '00000000-0000-4000-8000-000000000000';
