// The prayers' Arabic names, shown beside the screen language's on the prayer-hall screen
// (issue 44 item 1), as every mosque's board has them.
export const ARABIC_NAMES = {
  fajr: 'الفجر',
  sunrise: 'الشروق',
  dhuhr: 'الظهر',
  asr: 'العصر',
  maghrib: 'المغرب',
  isha: 'العشاء',
  jumuah: 'الجمعة',
  eid: 'صلاة العيد',
} as const;

export type NamedPrayer = keyof typeof ARABIC_NAMES;
