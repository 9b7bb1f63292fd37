// Whether anything may be sent (issue 7 point 4): the settings switch (on unless
// switched off) and the browser's own signals, Global Privacy Control and Do Not
// Track, which always win. Nothing is fetched, beaconed or loaded without it.
import { readString, writeString } from '../../shared/storage/safeStorage.ts';

const KEY = 'analyticsEnabled';
const listeners = new Set<() => void>();

interface PrivacySignals {
  globalPrivacyControl?: boolean;
  doNotTrack?: string | null;
}

/** True when the browser asks not to be tracked. */
export function browserOptsOut(nav: PrivacySignals = navigator as PrivacySignals): boolean {
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1';
}

export function switchOn(): boolean {
  return readString(KEY) !== '0';
}

export function setSwitch(on: boolean): void {
  writeString(KEY, on ? '1' : '0');
  for (const listener of listeners) listener();
}

export function onConsentChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
