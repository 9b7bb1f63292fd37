// The religious texts of the prayer-hall screen (issue 44 item 1), quoted, never composed:
// the adhkar after salah as Hisn al-Muslim gives them (Sa'id al-Qahtani, chapter 25, with
// its numbering) and the hadith behind each; hadith from Sahih al-Bukhari and Sahih Muslim
// (both sahih) with their numbers (the standard Fu'ad 'Abd al-Baqi / Dar as-Salam
// numbering used by sunnah.com); verses are the Quran text the app already shows
// (entities/guidance/guidance.ts) with their catalog references. Every entry carries its
// reference: hallTexts.test.ts checks it.
import type { Mood } from '../../gql/graphql.ts';
import { GUIDANCE } from '../../entities/guidance/guidance.ts';

export interface Reference {
  en: string;
  ar: string;
}

export interface HallText {
  arabic: string;
  reference: Reference;
  /** sahih or hasan, for hadith. */
  grade?: 'sahih' | 'hasan';
}

/** After the salam (Hisn al-Muslim 66, 67, 69). */
export const ADHKAR: readonly HallText[] = [
  {
    arabic: 'أَسْتَغْفِرُ اللَّهَ (ثَلَاثًا)، اللَّهُمَّ أَنْتَ السَّلَامُ وَمِنْكَ السَّلَامُ، تَبَارَكْتَ يَا ذَا الْجَلَالِ وَالْإِكْرَامِ',
    reference: { en: 'Hisn al-Muslim 66 · Sahih Muslim 591', ar: 'حصن المسلم ٦٦ · صحيح مسلم ٥٩١' },
  },
  {
    arabic:
      'لَا إِلَهَ إِلَّا اللَّهُ وَحْدَهُ لَا شَرِيكَ لَهُ، لَهُ الْمُلْكُ وَلَهُ الْحَمْدُ وَهُوَ عَلَى كُلِّ شَيْءٍ قَدِيرٌ، اللَّهُمَّ لَا مَانِعَ لِمَا أَعْطَيْتَ، وَلَا مُعْطِيَ لِمَا مَنَعْتَ، وَلَا يَنْفَعُ ذَا الْجَدِّ مِنْكَ الْجَدُّ',
    reference: { en: 'Hisn al-Muslim 67 · Sahih al-Bukhari 844, Sahih Muslim 593', ar: 'حصن المسلم ٦٧ · صحيح البخاري ٨٤٤، صحيح مسلم ٥٩٣' },
  },
  {
    arabic:
      'سُبْحَانَ اللَّهِ، وَالْحَمْدُ لِلَّهِ، وَاللَّهُ أَكْبَرُ (ثَلَاثًا وَثَلَاثِينَ)، لَا إِلَهَ إِلَّا اللَّهُ وَحْدَهُ لَا شَرِيكَ لَهُ، لَهُ الْمُلْكُ وَلَهُ الْحَمْدُ وَهُوَ عَلَى كُلِّ شَيْءٍ قَدِيرٌ',
    reference: { en: 'Hisn al-Muslim 69 · Sahih Muslim 597', ar: 'حصن المسلم ٦٩ · صحيح مسلم ٥٩٧' },
  },
];

/** Short hadith, each in both Sahihs or in Sahih Muslim. */
export const HADITH: readonly HallText[] = [
  { arabic: 'إِنَّمَا الْأَعْمَالُ بِالنِّيَّاتِ', grade: 'sahih', reference: { en: 'Sahih al-Bukhari 1, Sahih Muslim 1907', ar: 'صحيح البخاري ١، صحيح مسلم ١٩٠٧' } },
  {
    arabic: 'صَلَاةُ الْجَمَاعَةِ أَفْضَلُ مِنْ صَلَاةِ الْفَذِّ بِسَبْعٍ وَعِشْرِينَ دَرَجَةً',
    grade: 'sahih',
    reference: { en: 'Sahih al-Bukhari 645, Sahih Muslim 650', ar: 'صحيح البخاري ٦٤٥، صحيح مسلم ٦٥٠' },
  },
  { arabic: 'الطُّهُورُ شَطْرُ الْإِيمَانِ', grade: 'sahih', reference: { en: 'Sahih Muslim 223', ar: 'صحيح مسلم ٢٢٣' } },
  {
    arabic: 'لَا يُؤْمِنُ أَحَدُكُمْ حَتَّى يُحِبَّ لِأَخِيهِ مَا يُحِبُّ لِنَفْسِهِ',
    grade: 'sahih',
    reference: { en: 'Sahih al-Bukhari 13, Sahih Muslim 45', ar: 'صحيح البخاري ١٣، صحيح مسلم ٤٥' },
  },
];

/** The verses of entities/guidance/guidance.ts; their references are the catalogs' guidance.<mood>.reference. */
export const VERSES = (Object.keys(GUIDANCE) as Mood[]).map((mood) => ({ arabic: GUIDANCE[mood].verse.arabic, referenceKey: `guidance.${mood}.reference` as const }));

export type Rotating = ({ kind: 'verse' } & (typeof VERSES)[number]) | ({ kind: 'hadith' } & HallText);

/** Verses and hadith in turn. */
export const ROTATION: readonly Rotating[] = VERSES.flatMap((v, i) => {
  const h = HADITH[i % HADITH.length]!;
  return [{ kind: 'verse' as const, ...v }, { kind: 'hadith' as const, ...h }];
});
