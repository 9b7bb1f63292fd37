// 'Adhan Sound' (spec section 2, issue 17): whether this device plays the
// chime when the app is open at a prayer's time. Kept in localStorage: it is
// about this device's speaker, not the account.
import { useSyncExternalStore } from 'react';
import { readString, writeString } from '../storage/safeStorage.ts';

const KEY = 'adhanSound';
/** Made for the app: scripts/make-chime.ts, CC0 (client/public/sounds/LICENSE.md). */
export const CHIME_URL = '/sounds/chime.wav';
const listeners = new Set<() => void>();

const isOn = () => readString(KEY) === '1';

export function setAdhanSound(on: boolean): void {
  writeString(KEY, on ? '1' : '0');
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAdhanSoundOn(): boolean {
  return useSyncExternalStore(subscribe, isOn, () => false);
}

export function playChime(): void {
  // Browsers may refuse sound before the user has interacted with the page: stay quiet then.
  void new Audio(CHIME_URL).play().catch(() => undefined);
}
