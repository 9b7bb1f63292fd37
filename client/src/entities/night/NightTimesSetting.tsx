// Settings: the switch that adds the night times to Home and the timetable.
import { Switch } from '@mantine/core';
import { useShowNightTimes } from './useShowNightTimes.ts';
import { useT } from '../../shared/i18n/useT.ts';

export function NightTimesSetting() {
  const t = useT();
  const [show, setShow] = useShowNightTimes();
  return (
    <Switch
      label={t('night.show')}
      description={t('night.description')}
      checked={show}
      onChange={(event) => setShow(event.currentTarget.checked)}
    />
  );
}
