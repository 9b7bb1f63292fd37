// 'Show night times' (Islamic midnight, last third of the night): a display
// choice of this device, kept in localStorage like the theme. It changes no
// computed time and nothing else reads it, so it needs no account field,
// migration or network, and works offline and before sign-in. Mantine's hook
// keeps every component using it in step (Settings, Home, the timetable).
import { useLocalStorage } from '@mantine/hooks';

export const SHOW_NIGHT_TIMES_KEY = 'showNightTimes';

export function useShowNightTimes(): [boolean, (show: boolean) => void] {
  const [show, setShow] = useLocalStorage<boolean>({
    key: SHOW_NIGHT_TIMES_KEY,
    defaultValue: false,
    getInitialValueInEffect: false,
    serialize: (value) => (value ? 'true' : 'false'),
    deserialize: (value) => value === 'true',
  });
  return [show, setShow];
}
