// Daily guidance for each mood (spec section 3): a dua, a verse and an action. Their
// meanings, references and the action are in the catalogs (guidance.<mood>.*).
// Only well-attested texts, with their references; sources are listed in
// docs/community.md. Arabic is given with full vowel marks as in the mushaf
// and the standard hadith editions (simple orthography).
import type { Mood } from '../../gql/graphql.ts';

export interface Guidance {
  dua: { arabic: string; transliteration: string };
  verse: { arabic: string };
}

export const GUIDANCE: Record<Mood, Guidance> = {
  Calm: {
    dua: {
      arabic: 'رَبَّنَا آتِنَا فِي الدُّنْيَا حَسَنَةً وَفِي الْآخِرَةِ حَسَنَةً وَقِنَا عَذَابَ النَّارِ',
      transliteration: "Rabbana atina fid-dunya hasanatan wa fil-akhirati hasanatan wa qina 'adhaban-nar",
    },
    verse: {
      arabic: 'الَّذِينَ آمَنُوا وَتَطْمَئِنُّ قُلُوبُهُم بِذِكْرِ اللَّهِ ۗ أَلَا بِذِكْرِ اللَّهِ تَطْمَئِنُّ الْقُلُوبُ',
    },
  },
  Anxious: {
    dua: {
      arabic:
        'اللَّهُمَّ إِنِّي أَعُوذُ بِكَ مِنَ الْهَمِّ وَالْحَزَنِ، وَالْعَجْزِ وَالْكَسَلِ، وَالْجُبْنِ وَالْبُخْلِ، وَضَلَعِ الدَّيْنِ، وَغَلَبَةِ الرِّجَالِ',
      transliteration:
        "Allahumma inni a'udhu bika minal-hammi wal-hazan, wal-'ajzi wal-kasal, wal-jubni wal-bukhl, wa dala'id-dayni wa ghalabatir-rijal",
    },
    verse: {
      arabic: 'فَإِنَّ مَعَ الْعُسْرِ يُسْرًا ۝ إِنَّ مَعَ الْعُسْرِ يُسْرًا',
    },
  },
  Low: {
    dua: {
      arabic: 'يَا حَيُّ يَا قَيُّومُ بِرَحْمَتِكَ أَسْتَغِيثُ',
      transliteration: 'Ya Hayyu ya Qayyum, bi-rahmatika astaghith',
    },
    verse: {
      arabic: 'مَا وَدَّعَكَ رَبُّكَ وَمَا قَلَىٰ',
    },
  },
  Grateful: {
    dua: {
      arabic: 'اللَّهُمَّ أَعِنِّي عَلَى ذِكْرِكَ وَشُكْرِكَ وَحُسْنِ عِبَادَتِكَ',
      transliteration: "Allahumma a'inni 'ala dhikrika wa shukrika wa husni 'ibadatik",
    },
    verse: {
      arabic: 'وَإِذْ تَأَذَّنَ رَبُّكُمْ لَئِن شَكَرْتُمْ لَأَزِيدَنَّكُمْ ۖ وَلَئِن كَفَرْتُمْ إِنَّ عَذَابِي لَشَدِيدٌ',
    },
  },
};
