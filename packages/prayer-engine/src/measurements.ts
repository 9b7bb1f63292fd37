// Which published timetable each authority preset was measured against, and over how many
// days (presets.ts keeps only the share, which Home's source line shows). The sheets say
// these ('Why these times?', the method list in Settings) and the accuracy report prints
// them; presets.test.ts holds the days to the measurement. Kept apart so Home's first load
// does not carry the labels.
export interface PresetMeasurement {
  /** The timetable(s) the preset was checked against. */
  readonly timetable: string;
  /** Days with all six times compared. */
  readonly days: number;
}

export const PRESET_MEASUREMENTS: Readonly<Record<string, PresetMeasurement>> = {
  JAKIM: { timetable: 'JAKIM e-solat: WLY01 (Kuala Lumpur) 2025, SBH07 (Kota Kinabalu) and SWK08 (Kuching) 2023', days: 1095 },
  Kemenag: { timetable: 'Kemenag times for Jakarta Pusat 2019-2026 (jadwalsholat.org)', days: 2403 },
  AwqafUAE: { timetable: 'Dubai 2024', days: 366 },
  AwqafQatar: { timetable: 'Qatar Awqaf, Doha 2016 (12 days), and the Qatar Calendar House perpetual calendar', days: 377 },
  Habous: { timetable: 'Habous 2020, 17 cities', days: 6103 },
  LondonUnifiedTimetable: { timetable: 'London Unified (East London Mosque) 2025', days: 365 },
  IslamicCouncilNorway: { timetable: 'Islamic Council Norway, Oslo 2026', days: 365 },
  MUIS: { timetable: 'MUIS 2020', days: 366 },
  AlgeriaMARW: { timetable: 'MARW Algiers, Aug–Sep 2020 (30 days)', days: 30 },
  TunisiaINM: { timetable: 'INM Tunis, April (30 days)', days: 30 },
  JordanAwqaf: { timetable: 'Awqaf Amman, January–April (120 days)', days: 120 },
  BruneiMORA: { timetable: 'MORA Bandar Seri Begawan, January (31 days)', days: 31 },
  BahrainIslamicAffairs: { timetable: 'Islamiyat app, Manama, May (10 days)', days: 10 },
  OmanMARA: { timetable: 'MARA calendar, Muscat, 16 Sep and Oct-Dec 2026 (93 days)', days: 93 },
  CaucasusMuslimsBoard: { timetable: 'Caucasus Muslims Board, Baku, May (31 days)', days: 31 },
  IslamicFoundationBD: { timetable: 'Islamic Foundation, Dhaka, January (31 days, interpolated weekly rows)', days: 31 },
  IslamicCommunityBiH: { timetable: 'Islamic Community, Sarajevo, January–May 2026 (151 days)', days: 151 },
  MuftiateKazakhstan: { timetable: 'Muftiate, Almaty, a year (365 days)', days: 365 },
  MuftiateMoscow: { timetable: 'Muftiate of Moscow 2025', days: 365 },
};
