// 'Show more times' (Duha, the end of each prayer's time, the disliked times):
// a display choice of this device, kept in localStorage like 'Show night
// times' beside it, so it needs no account field or network and works offline.
import { useLocalStorage } from '@mantine/hooks';

export const SHOW_MORE_TIMES_KEY = 'showMoreTimes';

export function useShowMoreTimes(): [boolean, (show: boolean) => void] {
  const [show, setShow] = useLocalStorage<boolean>({
    key: SHOW_MORE_TIMES_KEY,
    defaultValue: false,
    getInitialValueInEffect: false,
    serialize: (value) => (value ? 'true' : 'false'),
    deserialize: (value) => value === 'true',
  });
  return [show, setShow];
}
