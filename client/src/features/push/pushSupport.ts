// What this browser can do for reminders, and the key conversion
// pushManager.subscribe needs.

export type PushState = 'unsupported' | 'default' | 'denied' | 'granted';

export function pushState(): PushState {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    // In development the service worker is not registered (registerServiceWorker.ts).
    return 'unsupported';
  }
  return Notification.permission;
}

/** base64url → bytes, as applicationServerKey wants the VAPID public key. */
export function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
