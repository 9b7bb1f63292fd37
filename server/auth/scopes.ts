// Who may act, as Pothos scope-auth scopes (builder.ts): fields declare `viewer` (the
// session's user) or `writer` (the session's user, within the per-user write limit)
// and their resolvers get a context whose viewer is set (AuthContexts).
import { AuthScopeFailureType, type AuthFailure, type ForbiddenResult } from '@pothos/plugin-scope-auth';
import type { Context, Viewer } from '../context.ts';
import { unauthenticated } from '../errors.ts';

/** What a stranger is told: a field's own prompt ('Please log in to share duas'), or true for the default. */
type Prompt = string | true;

/** A write check: a new object each time, so that scope-auth never reuses its answer (see writeScopes). */
interface WriteCheck {
  prompt: Prompt;
}

export interface AuthScopes {
  viewer: Prompt;
  writer: WriteCheck;
}

export type SignedInContext = Context & { viewer: Viewer };

/** The scope loaders of one request. ctx.viewer is read when a field is checked: signing in or out changes it. */
export function scopesFor(ctx: Context) {
  return {
    viewer: () => ctx.viewer !== null,
    writer: async () => {
      if (!ctx.viewer) return false;
      // Past the limit this throws RATE_LIMITED, which scope-auth passes on unchanged.
      await ctx.limiter.consume(`write:${ctx.viewer.userId}`, ctx.writeRateLimit, 60);
      return true;
    },
  };
}

/** A read of the viewer's own data. */
export const viewerScopes = (prompt: Prompt = true) => ({ viewer: prompt });

/**
 * Every write is counted against the limit, as many times as a document runs it.
 * scope-auth caches a loader's answer per parameter for the whole request, so the
 * parameter is made anew for each resolution: an authScopes function is called each
 * time its field resolves, and writeCheck returns a new parameter each call.
 */
export const writeScopes = (prompt: Prompt = true) => () => writeCheck(prompt);

/** For an authScopes function of its own (a prompt that depends on the arguments). */
export const writeCheck = (prompt: Prompt) => ({ writer: { prompt } });

function promptOf(failure: AuthFailure): string | undefined {
  if (failure.kind === AuthScopeFailureType.AuthScope) {
    const parameter = failure.parameter as Prompt | WriteCheck;
    const prompt = typeof parameter === 'object' ? parameter.prompt : parameter;
    return typeof prompt === 'string' ? prompt : undefined;
  }
  if (failure.kind === AuthScopeFailureType.AnyAuthScopes || failure.kind === AuthScopeFailureType.AllAuthScopes) {
    return failure.failures.map(promptOf).find((prompt) => prompt !== undefined);
  }
  return undefined;
}

/** Every scope here is "signed in", so a refusal is UNAUTHENTICATED with the field's prompt. */
export function unauthorizedError(_parent: unknown, _ctx: unknown, _info: unknown, result: ForbiddenResult) {
  return unauthenticated(promptOf(result.failure));
}
