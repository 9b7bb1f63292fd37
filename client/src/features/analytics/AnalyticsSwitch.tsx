// The settings switch 'Share anonymous usage statistics' (issue 7 point 4). When
// the browser sends Global Privacy Control or Do Not Track, that wins: the
// switch shows off and cannot be turned on.
import { Switch } from '@mantine/core';
import { setSwitch } from './consent.ts';
import { useTrackingConsent } from './useTrackingConsent.ts';

export function AnalyticsSwitch() {
  const consent = useTrackingConsent();
  return (
    <Switch
      label="Share anonymous usage statistics"
      description={
        consent.browserOptsOut
          ? 'Your browser asks sites not to track you, so nothing is sent.'
          : 'Page views and feature use help us improve the app. No prayer data, no messages.'
      }
      checked={consent.allowed}
      disabled={consent.browserOptsOut}
      onChange={(event) => setSwitch(event.currentTarget.checked)}
      data-testid="analytics-switch"
    />
  );
}
