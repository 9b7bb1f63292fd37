// The optional PostHog provider (decisions.md 13). posthog-js is loaded with a
// dynamic import, so it is never in the first-load bundle, and only when the
// operator configured a key and tracking is allowed. It receives the same events
// as our server. Privacy choices: no autocapture, no automatic page views (ours
// carry the path without the private link), no session recording, no extra
// scripts from the provider; every string is scrubbed (scrubUrl.ts) before it is sent.
import type { CaptureResult, PostHog } from 'posthog-js';
import type { EventProps } from './eventProps.ts';
import type { PosthogSettings } from './remoteConfig.ts';
import { scrubAll } from './scrubUrl.ts';

let loading: Promise<PostHog> | null = null;
let settings: PosthogSettings | null = null;
// Until the configuration is known, events wait here so PostHog gets the first
// page view too; 'off' (no key configured) drops them.
let state: 'unknown' | 'off' | 'on' = 'unknown';
let early: [string, EventProps][] = [];

function beforeSend(event: CaptureResult | null): CaptureResult | null {
  if (!event) return null;
  return { ...event, properties: scrubAll(event.properties), $set: scrubAll(event.$set), $set_once: scrubAll(event.$set_once) };
}

export function loadPosthog(config: PosthogSettings): Promise<PostHog> {
  settings = config;
  state = 'on';
  const replay = early;
  early = [];
  loading ??= import('posthog-js').then(({ default: posthog }) => {
    posthog.init(config.key, {
      api_host: config.host,
      persistence: 'localStorage',
      autocapture: false,
      capture_pageview: false,
      capture_pageleave: false,
      disable_session_recording: true,
      disable_surveys: true,
      disable_external_dependency_loading: true,
      advanced_disable_feature_flags: true,
      person_profiles: 'identified_only',
      debug: import.meta.env.DEV,
      before_send: beforeSend,
    });
    for (const [name, props] of replay) posthog.capture(name, props);
    return posthog;
  });
  return loading;
}

export function posthogCapture(name: string, props: EventProps): void {
  if (state === 'unknown' && early.length < 200) early.push([name, props]);
  if (state === 'on') void loading?.then((posthog) => posthog.capture(name, props));
}

/** No provider configured: nothing waits for it. */
export function posthogNotConfigured(): void {
  state = 'off';
  early = [];
}

/** The e-mail goes to the provider only when the operator explicitly allowed it. */
export function posthogIdentify(userId: string, email: string | null): void {
  if (!settings?.sendEmail || !email || !userId) return;
  void loading?.then((posthog) => posthog.identify(userId, { email }));
}

/** Switched off after loading: the provider stops capturing at once. */
export function posthogOptOut(): void {
  early = [];
  void loading?.then((posthog) => posthog.opt_out_capturing());
}

export function posthogOptIn(): void {
  void loading?.then((posthog) => posthog.opt_in_capturing());
}
