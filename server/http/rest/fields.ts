// GraphQL selections for the spec's JSON shapes (section 3), shared by the routes.
export const USER = `id linkId isAnonymous email emailVerified createdAt language
  location { id name city country country_code latitude longitude timezone elevation }
  prayerSettings { calc_method madhab high_lat_rule offsets { fajr sunrise dhuhr asr maghrib isha } shafaq hijri_adjustment imsak_minutes
    params { fajr_angle isha_angle isha_interval maghrib_angle adjustments { fajr sunrise dhuhr asr maghrib isha }
      seasonal { fajr sunrise dhuhr asr maghrib isha } high_lat_rule rounding label within2_share fitted_latitude fitted_longitude } }`;

export const COMPLETION = 'id date prayer onTime createdAt';

export const STATS = 'streak todayCompleted todayTotal weekCompleted weekTotal';

/** userId is present only on the viewer's own posts (decisions.md 3). */
export const POST =
  'id text allowComments userId isMine heartsCount prayersCount commentsCount createdAt viewerHasHearted viewerHasPrayed';

export const COMMENT = 'id postId text heartsCount createdAt parentCommentId userId isMine viewerHasHearted';

export const INTERACTION = 'postId type userId commentId count';

export const DUA = 'id text transliteration translation source tags likes createdAt userId isMine viewerHasLiked';

export const REFLECTION = 'id userId date mood goal concern createdAt';
