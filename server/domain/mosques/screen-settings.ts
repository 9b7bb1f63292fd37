// The prayer-hall screen's settings (issue 44 items 1-2), kept as one JSON object on the
// mosque (its `screen` column) and sent to every screen with the mosque: how long each
// phase lasts, the night standby, the layout and the flash message. A stored object may
// lack newer keys: `screenSettings` fills them from the defaults. Each write is checked
// whole (bad input changes nothing) and merged over what was stored.
import {
  DEFAULT_SCREEN_SETTINGS,
  FLASH_MAX,
  SCREEN_MINUTES,
  SCREEN_ORIENTATIONS,
  type ScreenMinutesKey,
  type ScreenOrientation,
  type ScreenSettings,
} from '@prayer-companion/common';
import type { Mosque } from '../../../prisma/generated/client/client.ts';
import { badInput } from '../../errors.ts';
import { checkText } from '../validation/input-checks.ts';

// The ranges and defaults are shared with the admin form and the screen (packages/common).
type MinutesKey = ScreenMinutesKey;

/** What an admin may change here (the flash has its own write, `withFlash`). */
export type ScreenChange = Partial<{ [K in MinutesKey]: number | null }> & {
  standby?: boolean | null;
  orientation?: string | null;
  largeFont?: boolean | null;
  highContrast?: boolean | null;
};

/** The stored settings, the defaults filling what is missing. */
export function screenSettings(mosque: Pick<Mosque, 'screen'>): ScreenSettings {
  const stored = mosque.screen && typeof mosque.screen === 'object' && !Array.isArray(mosque.screen) ? (mosque.screen as Partial<ScreenSettings>) : {};
  return { ...DEFAULT_SCREEN_SETTINGS, ...stored };
}

/** The stored settings with a change merged in, every given field checked (BAD_USER_INPUT otherwise); the flash is set with `withFlash`. */
export function checkScreenChange(current: ScreenSettings, change: ScreenChange): ScreenSettings {
  const next = { ...current };
  for (const [key, range] of Object.entries(SCREEN_MINUTES) as [MinutesKey, (typeof SCREEN_MINUTES)[MinutesKey]][]) {
    const value = change[key];
    if (value === undefined || value === null) continue;
    if (!Number.isInteger(value) || value < range.min || value > range.max) throw badInput(`${key} must be a whole number of minutes from ${range.min} to ${range.max}`, key);
    next[key] = value;
  }
  if (change.orientation !== undefined && change.orientation !== null) {
    if (!(SCREEN_ORIENTATIONS as readonly string[]).includes(change.orientation)) throw badInput(`orientation must be one of ${SCREEN_ORIENTATIONS.join(', ')}`, 'orientation');
    next.orientation = change.orientation as ScreenOrientation;
  }
  for (const key of ['standby', 'largeFont', 'highContrast'] as const) {
    const value = change[key];
    if (typeof value === 'boolean') next[key] = value;
  }
  return next;
}

/** The settings with a new flash message (blank clears it). */
export function withFlash(current: ScreenSettings, text: string, now: Date): ScreenSettings {
  if (!text.trim()) return { ...current, flash: null, flashAt: null };
  const flash = checkText(text, { field: 'text', max: FLASH_MAX, emptyMessage: 'Please write the message', tooLongMessage: `Please keep the flash message under ${FLASH_MAX} characters` });
  return { ...current, flash, flashAt: now.toISOString() };
}
