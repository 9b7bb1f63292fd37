// Toasts of spec section 8: one at a time, 5 s by default, 7 s for geolocation
// errors. "Destructive" ones are red. A new toast replaces the one on screen:
// the host's `limit={1}` alone would queue it behind the shown one's 5-7 s.
import { notifications } from '@mantine/notifications';

export const TOAST_MS = 5000;
export const GEOLOCATION_ERROR_MS = 7000;

interface ToastOptions {
  /** A name for the toast, so that what follows it can update it in place (notifications.update). */
  id?: string;
  title: string;
  message?: React.ReactNode;
  destructive?: boolean;
  duration?: number;
}

export function showToast({ id, title, message, destructive = false, duration = TOAST_MS }: ToastOptions): void {
  // Drops the shown toast and anything queued, so the newest news is the one seen.
  notifications.clean();
  notifications.show({
    id,
    title,
    message: message ?? '',
    color: destructive ? 'red' : 'teal',
    autoClose: duration,
    withBorder: true,
    // Mantine's close button has no text: give it a name for screen readers.
    closeButtonProps: { 'aria-label': 'Close' },
  });
}
