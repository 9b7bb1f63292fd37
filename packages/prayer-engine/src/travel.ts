// Travel (issue 43, decisions.md, Saved places and travel): whether the user is a traveller at the active place,
// which prayers are shortened (qasr, Quran 4:101) and whether combining is allowed, by the
// user's school. Pure: the server gives it home, the active place and the user's choices.
// The rules and their sources are in docs/prayer-engine.md ('Travel').
import { distanceKm } from './settings.ts';

/** The schools whose travel rules the app knows; Shafi (the Asr madhab's value) is the Shafi'i school. */
export const TRAVEL_SCHOOLS = ['Shafi', 'Maliki', 'Hanbali', 'Hanafi'] as const;
export type TravelSchool = (typeof TRAVEL_SCHOOLS)[number];

/** The four-rak'ah prayers, shortened to two on a journey; Fajr and Maghrib are unchanged. */
export const QASR_PRAYERS = ['dhuhr', 'asr', 'isha'] as const;
export type QasrPrayer = (typeof QASR_PRAYERS)[number];

/** The range a user may set the qasr distance in, since scholars differ on its modern equivalent. */
export const MIN_QASR_KM = 10;
export const MAX_QASR_KM = 200;
/** The longest stay a user may give, in days. */
export const MAX_STAY_DAYS = 365;

/**
 * The qasr distance by default: four burud (16 farsakh, 48 Hashimi miles) for the majority,
 * commonly given as 80–89 km, the lower bound taken; three days' journey for the Hanafi,
 * commonly given as 77–78 km (48 English miles ≈ 77.25 km).
 */
export const DEFAULT_QASR_KM: Readonly<Record<TravelSchool, number>> = { Shafi: 80, Maliki: 80, Hanbali: 80, Hanafi: 77 };

/** A stay of this many days or more makes the traveller a resident there: qasr ends. */
export const RESIDENCE_DAYS: Readonly<Record<TravelSchool, number>> = { Shafi: 4, Maliki: 4, Hanbali: 4, Hanafi: 15 };

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Two prayers prayed together, in a window from the first's time until the next prayer after the second. */
export interface CombinedPair {
  prayers: readonly [string, string];
  /** The window: from this prayer's time … */
  from: string;
  /** … until this prayer's time (Fajr the next day for Maghrib–Isha). */
  until: string;
}

export const COMBINED_PAIRS: readonly CombinedPair[] = [
  { prayers: ['dhuhr', 'asr'], from: 'dhuhr', until: 'maghrib' },
  { prayers: ['maghrib', 'isha'], from: 'maghrib', until: 'fajr' },
];

export interface TravelInput {
  home: Coordinates;
  active: Coordinates;
  school: TravelSchool;
  /** The user's own qasr distance (MIN_QASR_KM..MAX_QASR_KM); absent: the school's default. */
  customDistanceKm?: number | null;
  /** 'I'm staying here N days'; absent: not said. */
  stayDays?: number | null;
}

export interface TravelStatus {
  /** A traveller now: at least the qasr distance from home and not a resident by the stay. */
  travelling: boolean;
  /** Far enough from home, but the stay makes the user a resident there. */
  resident: boolean;
  /** From home to the active place, km, to one decimal. */
  distanceKm: number;
  /** The distance that counts: the user's own or the school's. */
  thresholdKm: number;
  school: TravelSchool;
  /** Days of stay from which the user is a resident, by the school. */
  residenceDays: number;
  qasr: QasrPrayer[];
  combine: { allowed: boolean; pairs: CombinedPair[]; note: string };
  /** The sources of the rules applied (docs/prayer-engine.md gives them in full). */
  reference: string[];
}

const HANAFI_COMBINING =
  'The Hanafi school does not combine prayers on a journey, except at Arafah (Dhuhr with Asr) and Muzdalifah (Maghrib with Isha) during Hajj; each prayer is prayed in its own time.';
const MAJORITY_COMBINING = 'While travelling, Dhuhr may be combined with Asr and Maghrib with Isha, in either prayer\'s time.';

const QASR_SOURCE = 'Quran 4:101 (shortening the prayer on a journey)';
const DISTANCE_SOURCE: Readonly<Record<TravelSchool, string>> = {
  Shafi: "Four burud (about 80–89 km): Ibn Umar and Ibn Abbas shortened at four burud (Sahih al-Bukhari, Book of Shortening the Prayer, chapter heading)",
  Maliki: "Four burud (about 80–89 km): Ibn Umar and Ibn Abbas shortened at four burud (Sahih al-Bukhari, Book of Shortening the Prayer, chapter heading; Malik, al-Muwatta')",
  Hanbali: "Four burud (about 80–89 km): Ibn Umar and Ibn Abbas shortened at four burud (Sahih al-Bukhari, Book of Shortening the Prayer, chapter heading)",
  Hanafi: "Three days' journey (about 77–78 km): the traveller wipes over the khuffs for three days (Sahih Muslim, from Ali ibn Abi Talib)",
};
const STAY_SOURCE: Readonly<Record<TravelSchool, string>> = {
  Shafi: "A stay of 4 days or more makes one resident: the Emigrants were allowed three days in Makkah after Hajj (Sahih Muslim, from al-Ala' ibn al-Hadrami)",
  Maliki: "A stay of 4 days or more makes one resident: the Emigrants were allowed three days in Makkah after Hajj (Sahih Muslim, from al-Ala' ibn al-Hadrami)",
  Hanbali: "A stay of 4 days or more makes one resident: the Emigrants were allowed three days in Makkah after Hajj (Sahih Muslim, from al-Ala' ibn al-Hadrami)",
  Hanafi: 'A stay of 15 days or more makes one resident: reported from Ibn Umar and Ibn Abbas (al-Tahawi, Sharh Ma\'ani al-Athar)',
};
const COMBINING_SOURCE: Readonly<Record<TravelSchool, string>> = {
  Shafi: 'Combining on a journey: the Prophet combined at Tabuk (Sahih Muslim, from Mu\'adh ibn Jabal) and when in a hurry on a journey (Sahih al-Bukhari, from Anas and Ibn Umar)',
  Maliki: 'Combining on a journey: the Prophet combined at Tabuk (Sahih Muslim, from Mu\'adh ibn Jabal) and when in a hurry on a journey (Sahih al-Bukhari, from Anas and Ibn Umar)',
  Hanbali: 'Combining on a journey: the Prophet combined at Tabuk (Sahih Muslim, from Mu\'adh ibn Jabal) and when in a hurry on a journey (Sahih al-Bukhari, from Anas and Ibn Umar)',
  Hanafi: 'Prayers at their fixed times (Quran 4:103); Ibn Mas\'ud saw no prayer out of its time but at Muzdalifah (Sahih al-Bukhari, Sahih Muslim)',
};

/** Whether a value is one of the travel schools. */
export const isTravelSchool = (value: unknown): value is TravelSchool => (TRAVEL_SCHOOLS as readonly unknown[]).includes(value);

/**
 * The user's travel status at the active place. A custom distance outside 10–200 km or a
 * stay that is not a whole number of days from 0 is ignored (the server refuses them first).
 */
export function travelStatus(input: TravelInput): TravelStatus {
  const { school } = input;
  const custom = input.customDistanceKm;
  const thresholdKm = custom != null && Number.isFinite(custom) && custom >= MIN_QASR_KM && custom <= MAX_QASR_KM ? custom : DEFAULT_QASR_KM[school];
  const exact = distanceKm(input.home, input.active);
  const far = exact >= thresholdKm;
  const residenceDays = RESIDENCE_DAYS[school];
  const stay = input.stayDays;
  const resident = far && stay != null && Number.isInteger(stay) && stay >= residenceDays;
  const travelling = far && !resident;
  const allowed = travelling && school !== 'Hanafi';
  const reference = [QASR_SOURCE, DISTANCE_SOURCE[school], STAY_SOURCE[school], COMBINING_SOURCE[school]];
  return {
    travelling,
    resident,
    distanceKm: Math.round(exact * 10) / 10,
    thresholdKm,
    school,
    residenceDays,
    qasr: travelling ? [...QASR_PRAYERS] : [],
    combine: {
      allowed,
      pairs: allowed ? [...COMBINED_PAIRS] : [],
      // The school's rule is said whether or not the user travels now, so the card can explain it.
      note: school === 'Hanafi' ? HANAFI_COMBINING : MAJORITY_COMBINING,
    },
    reference,
  };
}
