// Settings: the switch that adds the night times to Home and the timetable.
import { Switch } from '@mantine/core';
import { useShowNightTimes } from './useShowNightTimes.ts';

export function NightTimesSetting() {
  const [show, setShow] = useShowNightTimes();
  return (
    <Switch
      label="Show night times"
      description="Adds the Islamic midnight and the start of the last third of the night to Home and the timetable (this device only)."
      checked={show}
      onChange={(event) => setShow(event.currentTarget.checked)}
    />
  );
}
