// The settings switch 'Share anonymous usage statistics' (issue 7 point 4). When
// the browser sends Global Privacy Control or Do Not Track, that wins: the
// switch shows off and cannot be turned on.
import { Switch } from '@mantine/core';
import { setSwitch } from './consent.ts';
import { useTrackingConsent } from './useTrackingConsent.ts';
import { useT } from '../../shared/i18n/useT.ts';

export function AnalyticsSwitch() {
  const t = useT();
  const consent = useTrackingConsent();
  return (
    <Switch
      label={t('analytics.switch')}
      description={
        consent.browserOptsOut
          ? t('analytics.browserOptsOut')
          : t('analytics.description')
      }
      checked={consent.allowed}
      disabled={consent.browserOptsOut}
      onChange={(event) => setSwitch(event.currentTarget.checked)}
      data-testid="analytics-switch"
    />
  );
}
