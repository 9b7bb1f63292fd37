// Daily guidance for each mood (spec section 3): a dua, a verse and an action.
// Only well-attested texts, with their references; sources are listed in
// docs/community.md. Arabic is given with full vowel marks as in the mushaf
// and the standard hadith editions (simple orthography).
import type { Mood } from '../../gql/graphql.ts';

export interface Guidance {
  dua: { arabic: string; transliteration: string; translation: string; source: string };
  verse: { arabic: string; translation: string; reference: string };
  action: string;
}

export const GUIDANCE: Record<Mood, Guidance> = {
  Calm: {
    dua: {
      arabic: 'رَبَّنَا آتِنَا فِي الدُّنْيَا حَسَنَةً وَفِي الْآخِرَةِ حَسَنَةً وَقِنَا عَذَابَ النَّارِ',
      transliteration: "Rabbana atina fid-dunya hasanatan wa fil-akhirati hasanatan wa qina 'adhaban-nar",
      translation: 'Our Lord, give us good in this world and good in the Hereafter, and protect us from the punishment of the Fire.',
      source: 'Quran 2:201 (Al-Baqarah); the supplication the Prophet ﷺ made most often, Sahih al-Bukhari 6389',
    },
    verse: {
      arabic: 'الَّذِينَ آمَنُوا وَتَطْمَئِنُّ قُلُوبُهُم بِذِكْرِ اللَّهِ ۗ أَلَا بِذِكْرِ اللَّهِ تَطْمَئِنُّ الْقُلُوبُ',
      translation:
        'Those who believe and whose hearts find rest in the remembrance of Allah. Truly, in the remembrance of Allah do hearts find rest.',
      reference: 'Ar-Ra‘d 13:28',
    },
    action: 'Keep this calm alive: after your next prayer, sit for five minutes of dhikr — SubhanAllah, Alhamdulillah and Allahu Akbar, 33 times each.',
  },
  Anxious: {
    dua: {
      arabic:
        'اللَّهُمَّ إِنِّي أَعُوذُ بِكَ مِنَ الْهَمِّ وَالْحَزَنِ، وَالْعَجْزِ وَالْكَسَلِ، وَالْجُبْنِ وَالْبُخْلِ، وَضَلَعِ الدَّيْنِ، وَغَلَبَةِ الرِّجَالِ',
      transliteration:
        "Allahumma inni a'udhu bika minal-hammi wal-hazan, wal-'ajzi wal-kasal, wal-jubni wal-bukhl, wa dala'id-dayni wa ghalabatir-rijal",
      translation:
        'O Allah, I seek refuge in You from worry and grief, from helplessness and laziness, from cowardice and miserliness, from the burden of debt and from being overpowered by others.',
      source: 'Sahih al-Bukhari 6369',
    },
    verse: {
      arabic: 'فَإِنَّ مَعَ الْعُسْرِ يُسْرًا ۝ إِنَّ مَعَ الْعُسْرِ يُسْرًا',
      translation: 'So surely with hardship comes ease. Surely with hardship comes ease.',
      reference: 'Ash-Sharh 94:5–6',
    },
    action: 'Write down what is worrying you, then make wudu and pray two rak‘ahs, asking Allah for help with each worry by name.',
  },
  Low: {
    dua: {
      arabic: 'يَا حَيُّ يَا قَيُّومُ بِرَحْمَتِكَ أَسْتَغِيثُ',
      transliteration: 'Ya Hayyu ya Qayyum, bi-rahmatika astaghith',
      translation: 'O Ever-Living, O Sustainer of all, in Your mercy I seek relief.',
      source: "Jami' at-Tirmidhi 3524",
    },
    verse: {
      arabic: 'مَا وَدَّعَكَ رَبُّكَ وَمَا قَلَىٰ',
      translation: 'Your Lord has not abandoned you, nor has He become displeased with you.',
      reference: 'Ad-Duha 93:3',
    },
    action: 'Reach out to one person you love today — a call or a short visit — and spend a few minutes outside in daylight.',
  },
  Grateful: {
    dua: {
      arabic: 'اللَّهُمَّ أَعِنِّي عَلَى ذِكْرِكَ وَشُكْرِكَ وَحُسْنِ عِبَادَتِكَ',
      transliteration: "Allahumma a'inni 'ala dhikrika wa shukrika wa husni 'ibadatik",
      translation: 'O Allah, help me to remember You, to thank You, and to worship You in the best manner.',
      source: 'Sunan Abi Dawud 1522',
    },
    verse: {
      arabic: 'وَإِذْ تَأَذَّنَ رَبُّكُمْ لَئِن شَكَرْتُمْ لَأَزِيدَنَّكُمْ ۖ وَلَئِن كَفَرْتُمْ إِنَّ عَذَابِي لَشَدِيدٌ',
      translation:
        'And remember when your Lord proclaimed: “If you are grateful, I will certainly give you more; but if you are ungrateful, surely My punishment is severe.”',
      reference: 'Ibrahim 14:7',
    },
    action: 'Write down three blessings from today, and thank one person who made your day better.',
  },
};
