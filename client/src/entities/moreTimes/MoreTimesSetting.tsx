// Settings: the switch that adds the more times to Home (beside 'Show night times').
import { Switch } from '@mantine/core';
import { useT } from '../../shared/i18n/useT.ts';
import { useShowMoreTimes } from './useShowMoreTimes.ts';

export function MoreTimesSetting() {
  const t = useT();
  const [show, setShow] = useShowMoreTimes();
  return (
    <Switch
      label={t('moreTimes.show')}
      description={t('moreTimes.description')}
      checked={show}
      onChange={(event) => setShow(event.currentTarget.checked)}
    />
  );
}
