// The deployment's analytics configuration, from GET /api/analytics/config (a
// run-time answer, so one build serves every operator). Asked once, and only
// when tracking is allowed.
export interface PosthogSettings {
  key: string;
  host: string;
  sendEmail: boolean;
}

let pending: Promise<PosthogSettings | null> | null = null;

export function posthogSettings(): Promise<PosthogSettings | null> {
  pending ??= fetch('/api/analytics/config', { credentials: 'same-origin' })
    .then((response) => (response.ok ? (response.json() as Promise<{ posthog: PosthogSettings | null }>) : { posthog: null }))
    .then((config) => config.posthog)
    .catch(() => {
      pending = null; // offline now: ask again next time
      return null;
    });
  return pending;
}
