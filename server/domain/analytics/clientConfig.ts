// GET /api/analytics/config: what the browser needs to know about the optional
// PostHog provider, read at run time so one build serves every deployment.
import type { ServerConfig } from '../../config.ts';

export interface AnalyticsClientConfig {
  posthog: { key: string; host: string; sendEmail: boolean } | null;
}

export const DEFAULT_POSTHOG_HOST = 'https://us.i.posthog.com';

export function analyticsClientConfig(config: ServerConfig): AnalyticsClientConfig {
  if (!config.posthogKey) return { posthog: null };
  return {
    posthog: {
      key: config.posthogKey,
      host: config.posthogHost ?? DEFAULT_POSTHOG_HOST,
      sendEmail: config.posthogSendEmail,
    },
  };
}
