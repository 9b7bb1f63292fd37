// Toasts of spec section 8: one at a time (see the Notifications host), 5 s by
// default, 7 s for geolocation errors. "Destructive" ones are red.
import { notifications } from '@mantine/notifications';

export const TOAST_MS = 5000;
export const GEOLOCATION_ERROR_MS = 7000;

interface ToastOptions {
  title: string;
  message?: React.ReactNode;
  destructive?: boolean;
  duration?: number;
}

export function showToast({ title, message, destructive = false, duration = TOAST_MS }: ToastOptions): void {
  notifications.show({
    title,
    message: message ?? '',
    color: destructive ? 'red' : 'teal',
    autoClose: duration,
    withBorder: true,
    // Mantine's close button has no text: give it a name for screen readers.
    closeButtonProps: { 'aria-label': 'Close' },
  });
}

const PENDING_KEY = 'pendingToast';

/** A toast for after a page reload (a location change reloads the page). */
export function showToastAfterReload(options: ToastOptions): void {
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify(options));
  } catch {
    showToast(options);
  }
}

export function showPendingToast(): void {
  try {
    const raw = sessionStorage.getItem(PENDING_KEY);
    if (!raw) return;
    sessionStorage.removeItem(PENDING_KEY);
    showToast(JSON.parse(raw) as ToastOptions);
  } catch {
    // A broken entry is dropped; it was only a notice.
  }
}
