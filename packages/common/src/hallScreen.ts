// The prayer-hall screen's settings (issue 44 items 1-2): what an admin may choose, with the
// defaults a mosque starts with. The server checks each write against these
// (server/domain/mosques/screen-settings.ts); the admin form offers the same ranges and the
// screen falls back to the same defaults for a copy stored before the screen had settings.

/** Minutes settings: their default and the range an admin may choose. */
export const SCREEN_MINUTES = {
  /** The adhan view, from the adhan time. */
  adhanMinutes: { default: 3, min: 1, max: 10 },
  /** 'Prayer in progress', from the iqama (the spec: 5-20, default 10). */
  prayerMinutes: { default: 10, min: 5, max: 20 },
  /** The adhkar after the prayer. */
  adhkarMinutes: { default: 5, min: 1, max: 15 },
  /** Friday: the khutbah and prayer, from the last Jumu'ah time. */
  jumuahMinutes: { default: 45, min: 20, max: 90 },
  /** Night standby starts this long after Isha's adhan… */
  standbyAfterIsha: { default: 60, min: 0, max: 240 },
  /** …and ends this long before Fajr's adhan. */
  standbyBeforeFajr: { default: 60, min: 0, max: 240 },
} as const;

export type ScreenMinutesKey = keyof typeof SCREEN_MINUTES;

export const SCREEN_ORIENTATIONS = ['auto', 'landscape', 'portrait'] as const;
export type ScreenOrientation = (typeof SCREEN_ORIENTATIONS)[number];

/** The longest flash message an admin may put on every screen. */
export const FLASH_MAX = 140;

/** The settings a mosque's screen has until its admin changes them. */
export const DEFAULT_SCREEN_SETTINGS = {
  ...(Object.fromEntries(Object.entries(SCREEN_MINUTES).map(([key, range]) => [key, range.default])) as Record<ScreenMinutesKey, number>),
  standby: true,
  orientation: 'auto' as ScreenOrientation,
  largeFont: false,
  highContrast: false,
  /** The flash message, on every screen at once until cleared; null for none. */
  flash: null as string | null,
  /** When it was set (ISO), so a screen can tell a new one. */
  flashAt: null as string | null,
};

/** A mosque screen's settings: the shape of the defaults, which the server stores and sends. */
export type ScreenSettings = typeof DEFAULT_SCREEN_SETTINGS;
