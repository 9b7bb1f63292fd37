// Imsak: the time to stop eating before the fast, some minutes before Fajr
// as a precaution. Where the preset's authority publishes its imsak, that
// rule stands (and the user's setting does not apply); elsewhere it is
// `imsak_minutes` before Fajr, 10 unless the user changed it (0–30).
import type { CalcMethod, PrayerSettings } from './types.ts';

export const DEFAULT_IMSAK_MINUTES = 10;
export const MAX_IMSAK_MINUTES = 30;

/**
 * The authorities that publish an imsak: minutes before their own Fajr. Where each is published is
 * said here, not in the object, which rides in Home's first load.
 */
export const PUBLISHED_IMSAK: Partial<Record<CalcMethod, { minutes: number }>> = {
  // Diyanet İşleri Başkanlığı, namazvakitleri.diyanet.gov.tr: the imsakiye lists 'İmsak' in Fajr's
  // place, so its imsak is its Fajr (the 2026 imsakiye in fixtures/imsakiye, checked by imsak.test.ts).
  Turkey: { minutes: 0 },
  // JAKIM e-solat: imsak is 10 minutes before Subuh.
  JAKIM: { minutes: 10 },
  // Kemenag (Bimas Islam) jadwal imsakiyah: imsak is 10 minutes before Subuh.
  Kemenag: { minutes: 10 },
};

/** Whole minutes 0..30; anything else is undefined (the default applies). */
export function clampImsakMinutes(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_IMSAK_MINUTES ? value : undefined;
}

/** True when the method's authority fixes the imsak (Settings then shows no minutes field). */
export const publishesImsak = (method: CalcMethod): boolean => PUBLISHED_IMSAK[method] !== undefined;

/** How many minutes before Fajr imsak is, for these settings. */
export function imsakMinutes(settings: Pick<PrayerSettings, 'calc_method' | 'imsak_minutes'>): number {
  return PUBLISHED_IMSAK[settings.calc_method]?.minutes ?? clampImsakMinutes(settings.imsak_minutes) ?? DEFAULT_IMSAK_MINUTES;
}
