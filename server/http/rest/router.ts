// Method + path pattern → route. An unknown path is 404; a known path with
// another method is 405 with Allow.
import type { Method, Route } from './route.ts';
import { RestError, badRequest, notFoundError } from './errors.ts';

interface Compiled {
  route: Route;
  segments: string[];
}

export interface Match {
  route: Route;
  params: Record<string, string>;
}

function split(path: string): string[] {
  return path.split('/').slice(1);
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw badRequest('The path is not valid URL encoding');
  }
}

function matchSegments(pattern: string[], actual: string[]): Record<string, string> | null {
  if (pattern.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const want = pattern[i] as string;
    const got = actual[i] as string;
    if (want.startsWith(':')) {
      if (!got) return null;
      params[want.slice(1)] = decode(got);
    } else if (want !== got) return null;
  }
  return params;
}

export function createRouter(routes: Route[]) {
  const compiled: Compiled[] = routes.map((route) => ({ route, segments: split(route.path) }));
  return function find(method: string, path: string): Match {
    const actual = split(path);
    const allowed = new Set<Method>();
    // First match in table order wins, so literal routes are listed before :param ones.
    for (const { route, segments } of compiled) {
      const params = matchSegments(segments, actual);
      if (!params) continue;
      if (route.method === method) return { route, params };
      allowed.add(route.method);
    }
    if (allowed.size === 0) throw notFoundError('No such API path');
    const allow = [...allowed].join(', ');
    throw new RestError('METHOD_NOT_ALLOWED', `${method} is not allowed here; use ${allow}`, { allow });
  };
}
