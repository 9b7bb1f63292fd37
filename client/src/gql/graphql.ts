/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AnonymousUserInput = {
  linkId?: string | null | undefined;
  location?: LocationInput | null | undefined;
  utm_params?: UtmParamsInput | null | undefined;
};

export type CalcMethod =
  | 'AwqafQatar'
  | 'AwqafUAE'
  | 'Custom'
  | 'Dubai'
  | 'Egyptian'
  | 'Habous'
  | 'IslamicCouncilNorway'
  | 'JAKIM'
  | 'Karachi'
  | 'Kemenag'
  | 'Kuwait'
  | 'LondonUnified'
  | 'LondonUnifiedTimetable'
  | 'MUIS'
  | 'MoonsightingCommittee'
  | 'MuslimWorldLeague'
  | 'NorthAmerica'
  | 'Other'
  | 'Qatar'
  | 'Singapore'
  | 'Tehran'
  | 'Turkey'
  | 'UmmAlQura';

export type Concern =
  | 'Faith'
  | 'Future'
  | 'Health'
  | 'Relationships';

export type DuaInput = {
  source?: string | null | undefined;
  tags?: Array<string> | null | undefined;
  text: string;
  translation?: string | null | undefined;
  transliteration?: string | null | undefined;
};

export type DuaSort =
  | 'recent'
  | 'trending';

export type Goal =
  | 'Family'
  | 'Health'
  | 'Spiritual'
  | 'Work';

export type HighLatRule =
  | 'MiddleOfTheNight'
  | 'None'
  | 'SeventhOfTheNight'
  | 'TwilightAngle';

export type InteractionType =
  | 'heart'
  | 'prayer';

export type LocationInput = {
  city: string;
  country: string;
  country_code: string;
  elevation?: number | null | undefined;
  id?: string | null | undefined;
  latitude: number;
  longitude: number;
  name: string;
  timezone: string;
};

export type Madhab =
  | 'Hanafi'
  | 'Shafi';

export type MethodParamsInput = {
  adjustments?: PrayerOffsetsInput | null | undefined;
  fajr_angle: number;
  high_lat_rule?: HighLatRule | null | undefined;
  isha_angle?: number | null | undefined;
  isha_interval?: number | null | undefined;
  label?: string | null | undefined;
  maghrib_angle?: number | null | undefined;
  rounding?: Rounding | null | undefined;
  seasonal?: SeasonalAdjustmentsInput | null | undefined;
  within2_share?: number | null | undefined;
};

export type Mood =
  | 'Anxious'
  | 'Calm'
  | 'Grateful'
  | 'Low';

export type PostSort =
  | 'newest'
  | 'popular';

export type PrayerName =
  | 'asr'
  | 'dhuhr'
  | 'fajr'
  | 'isha'
  | 'maghrib';

export type PrayerOffsetsInput = {
  asr?: number | null | undefined;
  dhuhr?: number | null | undefined;
  fajr?: number | null | undefined;
  isha?: number | null | undefined;
  maghrib?: number | null | undefined;
  sunrise?: number | null | undefined;
};

export type PrayerSettingsInput = {
  calc_method: CalcMethod;
  high_lat_rule: HighLatRule;
  hijri_adjustment?: number | null | undefined;
  madhab: Madhab;
  offsets?: PrayerOffsetsInput | null | undefined;
  params?: MethodParamsInput | null | undefined;
  shafaq?: Shafaq | null | undefined;
};

/** A browser's PushSubscription (its toJSON()) and what it should be reminded of. */
export type PushSubscriptionInput = {
  auth: string;
  endpoint: string;
  /** Up to three values, 0-60; 0 = at the time */
  minutesBefore: Array<number>;
  p256dh: string;
  prayers: Array<string>;
};

export type Rounding =
  | 'nearest'
  | 'up';

export type SeasonalAdjustmentsInput = {
  asr?: Array<number> | null | undefined;
  dhuhr?: Array<number> | null | undefined;
  fajr?: Array<number> | null | undefined;
  isha?: Array<number> | null | undefined;
  maghrib?: Array<number> | null | undefined;
  sunrise?: Array<number> | null | undefined;
};

export type Shafaq =
  | 'abyad'
  | 'ahmer'
  | 'general';

export type UtmParamsInput = {
  fbclid?: string | null | undefined;
  gclid?: string | null | undefined;
  utm_campaign?: string | null | undefined;
  utm_content?: string | null | undefined;
  utm_medium?: string | null | undefined;
  utm_source?: string | null | undefined;
  utm_term?: string | null | undefined;
};

export type CalendarFeedQueryVariables = Exact<{ [key: string]: never; }>;


export type CalendarFeedQuery = { calendarFeed: { __typename: 'CalendarFeed', createdAt: string, alarmMinutes: number | null } | null };

export type CreateCalendarFeedMutationVariables = Exact<{
  alarmMinutes?: number | null | undefined;
}>;


export type CreateCalendarFeedMutation = { createCalendarFeed: { __typename: 'NewCalendarFeed', path: string, alarmMinutes: number | null } };

export type RevokeCalendarFeedMutationVariables = Exact<{ [key: string]: never; }>;


export type RevokeCalendarFeedMutation = { revokeCalendarFeed: boolean };

export type DuaCardFieldsFragment = { __typename: 'Dua', id: string, text: string, transliteration: string | null, translation: string | null, source: string | null, tags: Array<string>, likes: number, createdAt: string, isMine: boolean, viewerHasLiked: boolean };

export type DuaFeedQueryVariables = Exact<{
  sort: DuaSort;
  after?: string | null | undefined;
}>;


export type DuaFeedQuery = { duas: { __typename: 'DuaConnection', edges: Array<{ __typename: 'DuaEdge', cursor: string, node: { __typename: 'Dua', id: string, text: string, transliteration: string | null, translation: string | null, source: string | null, tags: Array<string>, likes: number, createdAt: string, isMine: boolean, viewerHasLiked: boolean } }>, pageInfo: { __typename: 'PageInfo', endCursor: string | null, hasNextPage: boolean } } };

export type CreateDuaMutationVariables = Exact<{
  input: DuaInput;
}>;


export type CreateDuaMutation = { createDua: { __typename: 'Dua', id: string, text: string, transliteration: string | null, translation: string | null, source: string | null, tags: Array<string>, likes: number, createdAt: string, isMine: boolean, viewerHasLiked: boolean } };

export type DuaLikesSubscriptionVariables = Exact<{
  duaIds?: Array<string | number> | string | number | null | undefined;
}>;


export type DuaLikesSubscription = { duaLikes: { __typename: 'DuaLikes', id: string, likes: number } };

export type DuaCreatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type DuaCreatedSubscription = { duaCreated: { __typename: 'Dua', id: string, text: string, transliteration: string | null, translation: string | null, source: string | null, tags: Array<string>, likes: number, createdAt: string, isMine: boolean, viewerHasLiked: boolean } };

export type LikeDuaMutationVariables = Exact<{
  id: string | number;
}>;


export type LikeDuaMutation = { likeDua: { __typename: 'Dua', id: string, likes: number, viewerHasLiked: boolean } };

export type PrayerStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type PrayerStatsQuery = { prayerStats: { __typename: 'PrayerStats', streak: number, todayCompleted: number, todayTotal: number, weekCompleted: number, weekTotal: number } };

export type CompletePrayerMutationVariables = Exact<{
  date: string;
  prayer: PrayerName;
  onTime?: boolean | null | undefined;
}>;


export type CompletePrayerMutation = { completePrayer: { __typename: 'PrayerCompletion', id: string, date: string, prayer: PrayerName, onTime: boolean, createdAt: string } };

export type ConnectEmailMutationVariables = Exact<{
  email: string;
}>;


export type ConnectEmailMutation = { connectEmail: { __typename: 'User', id: string, isAnonymous: boolean, email: string | null } };

export type PrayerCompletionsQueryVariables = Exact<{
  date: string;
}>;


export type PrayerCompletionsQuery = { prayerCompletions: Array<{ __typename: 'PrayerCompletion', id: string, date: string, prayer: PrayerName, onTime: boolean, createdAt: string }> };

export type UncompletePrayerMutationVariables = Exact<{
  date: string;
  prayer: PrayerName;
}>;


export type UncompletePrayerMutation = { uncompletePrayer: boolean };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { __typename: 'User', id: string, linkId: string, isAnonymous: boolean, email: string | null, createdAt: string, language: string | null, location: { __typename: 'Location', id: string | null, name: string, city: string, country: string, country_code: string, latitude: number, longitude: number, timezone: string, elevation: number | null } | null, prayerSettings: { __typename: 'PrayerSettings', calc_method: CalcMethod, madhab: Madhab, high_lat_rule: HighLatRule, shafaq: Shafaq | null, hijri_adjustment: number, offsets: { __typename: 'PrayerOffsets', fajr: number, sunrise: number, dhuhr: number, asr: number, maghrib: number, isha: number }, params: { __typename: 'MethodParams', fajr_angle: number, isha_angle: number | null, isha_interval: number | null, maghrib_angle: number | null, high_lat_rule: HighLatRule | null, rounding: Rounding | null, label: string | null, within2_share: number | null, adjustments: { __typename: 'PrayerOffsets', fajr: number, sunrise: number, dhuhr: number, asr: number, maghrib: number, isha: number } | null, seasonal: { __typename: 'SeasonalAdjustments', fajr: Array<number> | null, sunrise: Array<number> | null, dhuhr: Array<number> | null, asr: Array<number> | null, maghrib: Array<number> | null, isha: Array<number> | null } | null } | null } | null } | null };

export type OpenPrivateLinkMutationVariables = Exact<{
  linkId: string;
}>;


export type OpenPrivateLinkMutation = { openPrivateLink: { __typename: 'User', id: string, linkId: string, isAnonymous: boolean, email: string | null, createdAt: string, language: string | null, location: { __typename: 'Location', id: string | null, name: string, city: string, country: string, country_code: string, latitude: number, longitude: number, timezone: string, elevation: number | null } | null, prayerSettings: { __typename: 'PrayerSettings', calc_method: CalcMethod, madhab: Madhab, high_lat_rule: HighLatRule, shafaq: Shafaq | null, hijri_adjustment: number, offsets: { __typename: 'PrayerOffsets', fajr: number, sunrise: number, dhuhr: number, asr: number, maghrib: number, isha: number }, params: { __typename: 'MethodParams', fajr_angle: number, isha_angle: number | null, isha_interval: number | null, maghrib_angle: number | null, high_lat_rule: HighLatRule | null, rounding: Rounding | null, label: string | null, within2_share: number | null, adjustments: { __typename: 'PrayerOffsets', fajr: number, sunrise: number, dhuhr: number, asr: number, maghrib: number, isha: number } | null, seasonal: { __typename: 'SeasonalAdjustments', fajr: Array<number> | null, sunrise: Array<number> | null, dhuhr: Array<number> | null, asr: Array<number> | null, maghrib: Array<number> | null, isha: Array<number> | null } | null } | null } | null } };

export type CreateAnonymousUserMutationVariables = Exact<{
  input?: AnonymousUserInput | null | undefined;
}>;


export type CreateAnonymousUserMutation = { createAnonymousUser: { __typename: 'User', id: string, linkId: string, isAnonymous: boolean, email: string | null, createdAt: string, language: string | null, location: { __typename: 'Location', id: string | null, name: string, city: string, country: string, country_code: string, latitude: number, longitude: number, timezone: string, elevation: number | null } | null, prayerSettings: { __typename: 'PrayerSettings', calc_method: CalcMethod, madhab: Madhab, high_lat_rule: HighLatRule, shafaq: Shafaq | null, hijri_adjustment: number, offsets: { __typename: 'PrayerOffsets', fajr: number, sunrise: number, dhuhr: number, asr: number, maghrib: number, isha: number }, params: { __typename: 'MethodParams', fajr_angle: number, isha_angle: number | null, isha_interval: number | null, maghrib_angle: number | null, high_lat_rule: HighLatRule | null, rounding: Rounding | null, label: string | null, within2_share: number | null, adjustments: { __typename: 'PrayerOffsets', fajr: number, sunrise: number, dhuhr: number, asr: number, maghrib: number, isha: number } | null, seasonal: { __typename: 'SeasonalAdjustments', fajr: Array<number> | null, sunrise: Array<number> | null, dhuhr: Array<number> | null, asr: Array<number> | null, maghrib: Array<number> | null, isha: Array<number> | null } | null } | null } | null } };

export type PlaceSearchQueryVariables = Exact<{
  text: string;
  language?: string | null | undefined;
}>;


export type PlaceSearchQuery = { placeSearch: Array<{ __typename: 'PlaceResult', city: string, admin1: string, country: string, country_code: string, latitude: number, longitude: number, timezone: string }> };

export type PlaceNameQueryVariables = Exact<{
  latitude: number;
  longitude: number;
  language?: string | null | undefined;
}>;


export type PlaceNameQuery = { placeName: { __typename: 'PlaceName', city: string, country: string, country_code: string, timezone: string } };

export type UpdateLocationMutationVariables = Exact<{
  location: LocationInput;
}>;


export type UpdateLocationMutation = { updateProfile: { __typename: 'User', id: string, location: { __typename: 'Location', id: string | null, name: string, city: string, country: string, country_code: string, latitude: number, longitude: number, timezone: string, elevation: number | null } | null } };

export type ReflectionFieldsFragment = { __typename: 'Reflection', id: string, date: string, mood: Mood, goal: Goal, concern: Concern };

export type ReflectionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ReflectionsQuery = { reflections: Array<{ __typename: 'Reflection', id: string, date: string, mood: Mood, goal: Goal, concern: Concern }> };

export type ReflectionStreakQueryVariables = Exact<{ [key: string]: never; }>;


export type ReflectionStreakQuery = { reflectionStreak: number };

export type SaveReflectionMutationVariables = Exact<{
  date: string;
  mood: Mood;
  goal: Goal;
  concern: Concern;
}>;


export type SaveReflectionMutation = { saveReflection: { __typename: 'Reflection', id: string, date: string, mood: Mood, goal: Goal, concern: Concern } };

export type PushPublicKeyQueryVariables = Exact<{ [key: string]: never; }>;


export type PushPublicKeyQuery = { pushPublicKey: string };

export type PushDevicesQueryVariables = Exact<{ [key: string]: never; }>;


export type PushDevicesQuery = { pushDevices: Array<{ __typename: 'PushDevice', endpoint: string, prayers: Array<string>, minutesBefore: Array<number> }> };

export type SavePushSubscriptionMutationVariables = Exact<{
  input: PushSubscriptionInput;
}>;


export type SavePushSubscriptionMutation = { savePushSubscription: { __typename: 'PushDevice', endpoint: string, prayers: Array<string>, minutesBefore: Array<number> } };

export type DeletePushSubscriptionMutationVariables = Exact<{
  endpoint: string;
}>;


export type DeletePushSubscriptionMutation = { deletePushSubscription: boolean };

export type SendTestReminderMutationVariables = Exact<{ [key: string]: never; }>;


export type SendTestReminderMutation = { sendTestReminder: { __typename: 'TestReminderResult', sent: number, failed: number } };

export type UsersOnlineQueryVariables = Exact<{ [key: string]: never; }>;


export type UsersOnlineQuery = { usersOnline: { __typename: 'UsersOnline', all: number, private: number, saved: number } };

export type UsersOnlineChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type UsersOnlineChangedSubscription = { usersOnline: { __typename: 'UsersOnline', all: number, private: number, saved: number } };

export type UpdateLanguageMutationVariables = Exact<{
  language: string;
}>;


export type UpdateLanguageMutation = { updateProfile: { __typename: 'User', id: string, language: string | null } };

export type AddEmailMutationVariables = Exact<{
  email: string;
}>;


export type AddEmailMutation = { connectEmail: { __typename: 'User', id: string, isAnonymous: boolean, email: string | null } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type UpdatePrayerSettingsMutationVariables = Exact<{
  prayerSettings: PrayerSettingsInput;
}>;


export type UpdatePrayerSettingsMutation = { updateProfile: { __typename: 'User', id: string, prayerSettings: { __typename: 'PrayerSettings', calc_method: CalcMethod, madhab: Madhab, high_lat_rule: HighLatRule, shafaq: Shafaq | null, hijri_adjustment: number, offsets: { __typename: 'PrayerOffsets', fajr: number, sunrise: number, dhuhr: number, asr: number, maghrib: number, isha: number }, params: { __typename: 'MethodParams', fajr_angle: number, isha_angle: number | null, isha_interval: number | null, maghrib_angle: number | null, high_lat_rule: HighLatRule | null, rounding: Rounding | null, label: string | null, within2_share: number | null, adjustments: { __typename: 'PrayerOffsets', fajr: number, sunrise: number, dhuhr: number, asr: number, maghrib: number, isha: number } | null, seasonal: { __typename: 'SeasonalAdjustments', fajr: Array<number> | null, sunrise: Array<number> | null, dhuhr: Array<number> | null, asr: Array<number> | null, maghrib: Array<number> | null, isha: Array<number> | null } | null } | null } | null } };

export type UpdatePrayerSettingsAndPlaceMutationVariables = Exact<{
  prayerSettings: PrayerSettingsInput;
  location: LocationInput;
}>;


export type UpdatePrayerSettingsAndPlaceMutation = { updateProfile: { __typename: 'User', id: string, location: { __typename: 'Location', id: string | null, name: string, city: string, country: string, country_code: string, latitude: number, longitude: number, timezone: string, elevation: number | null } | null, prayerSettings: { __typename: 'PrayerSettings', calc_method: CalcMethod, madhab: Madhab, high_lat_rule: HighLatRule, shafaq: Shafaq | null, hijri_adjustment: number, offsets: { __typename: 'PrayerOffsets', fajr: number, sunrise: number, dhuhr: number, asr: number, maghrib: number, isha: number }, params: { __typename: 'MethodParams', fajr_angle: number, isha_angle: number | null, isha_interval: number | null, maghrib_angle: number | null, high_lat_rule: HighLatRule | null, rounding: Rounding | null, label: string | null, within2_share: number | null, adjustments: { __typename: 'PrayerOffsets', fajr: number, sunrise: number, dhuhr: number, asr: number, maghrib: number, isha: number } | null, seasonal: { __typename: 'SeasonalAdjustments', fajr: Array<number> | null, sunrise: Array<number> | null, dhuhr: Array<number> | null, asr: Array<number> | null, maghrib: Array<number> | null, isha: Array<number> | null } | null } | null } | null } };

export type PostCardFieldsFragment = { __typename: 'UmmahPost', id: string, text: string, allowComments: boolean, heartsCount: number, prayersCount: number, commentsCount: number, createdAt: string, isMine: boolean, viewerHasHearted: boolean, viewerHasPrayed: boolean };

export type UmmahFeedQueryVariables = Exact<{
  sort: PostSort;
  after?: string | null | undefined;
}>;


export type UmmahFeedQuery = { ummahPosts: { __typename: 'UmmahPostConnection', edges: Array<{ __typename: 'UmmahPostEdge', cursor: string, node: { __typename: 'UmmahPost', id: string, text: string, allowComments: boolean, heartsCount: number, prayersCount: number, commentsCount: number, createdAt: string, isMine: boolean, viewerHasHearted: boolean, viewerHasPrayed: boolean } }>, pageInfo: { __typename: 'PageInfo', endCursor: string | null, hasNextPage: boolean } } };

export type CommentFieldsFragment = { __typename: 'Comment', id: string, postId: string, text: string, parentCommentId: string | null, heartsCount: number, createdAt: string, isMine: boolean, viewerHasHearted: boolean };

export type PostCommentsQueryVariables = Exact<{
  postId: string | number;
}>;


export type PostCommentsQuery = { comments: Array<{ __typename: 'Comment', id: string, postId: string, text: string, parentCommentId: string | null, heartsCount: number, createdAt: string, isMine: boolean, viewerHasHearted: boolean }> };

export type AddCommentMutationVariables = Exact<{
  postId: string | number;
  text: string;
  parentCommentId?: string | number | null | undefined;
}>;


export type AddCommentMutation = { addComment: { __typename: 'Comment', id: string, postId: string, text: string, parentCommentId: string | null, heartsCount: number, createdAt: string, isMine: boolean, viewerHasHearted: boolean } };

export type CommentAddedSubscriptionVariables = Exact<{
  postId: string | number;
}>;


export type CommentAddedSubscription = { commentAdded: { __typename: 'Comment', id: string, postId: string, text: string, parentCommentId: string | null, heartsCount: number, createdAt: string, isMine: boolean, viewerHasHearted: boolean } };

export type CommentCountsSubscriptionVariables = Exact<{
  postId: string | number;
}>;


export type CommentCountsSubscription = { commentCounts: { __typename: 'CommentCounts', id: string, heartsCount: number } };

export type CreatePostMutationVariables = Exact<{
  text: string;
  allowComments: boolean;
}>;


export type CreatePostMutation = { createPost: { __typename: 'UmmahPost', id: string, text: string, allowComments: boolean, heartsCount: number, prayersCount: number, commentsCount: number, createdAt: string, isMine: boolean, viewerHasHearted: boolean, viewerHasPrayed: boolean } };

export type InteractMutationVariables = Exact<{
  postId: string | number;
  type: InteractionType;
  commentId?: string | number | null | undefined;
}>;


export type InteractMutation = { interact: { __typename: 'InteractionResult', added: boolean, post: { __typename: 'UmmahPost', id: string, heartsCount: number, prayersCount: number, commentsCount: number, viewerHasHearted: boolean, viewerHasPrayed: boolean }, comment: { __typename: 'Comment', id: string, heartsCount: number, viewerHasHearted: boolean } | null } };

export type PostCountsSubscriptionVariables = Exact<{
  postIds?: Array<string | number> | string | number | null | undefined;
}>;


export type PostCountsSubscription = { postCounts: { __typename: 'PostCounts', id: string, heartsCount: number, prayersCount: number, commentsCount: number } };

export type PostCreatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type PostCreatedSubscription = { postCreated: { __typename: 'UmmahPost', id: string, text: string, allowComments: boolean, heartsCount: number, prayersCount: number, commentsCount: number, createdAt: string, isMine: boolean, viewerHasHearted: boolean, viewerHasPrayed: boolean } };

export type PrayerSettingsFieldsFragment = { __typename: 'PrayerSettings', calc_method: CalcMethod, madhab: Madhab, high_lat_rule: HighLatRule, shafaq: Shafaq | null, hijri_adjustment: number, offsets: { __typename: 'PrayerOffsets', fajr: number, sunrise: number, dhuhr: number, asr: number, maghrib: number, isha: number }, params: { __typename: 'MethodParams', fajr_angle: number, isha_angle: number | null, isha_interval: number | null, maghrib_angle: number | null, high_lat_rule: HighLatRule | null, rounding: Rounding | null, label: string | null, within2_share: number | null, adjustments: { __typename: 'PrayerOffsets', fajr: number, sunrise: number, dhuhr: number, asr: number, maghrib: number, isha: number } | null, seasonal: { __typename: 'SeasonalAdjustments', fajr: Array<number> | null, sunrise: Array<number> | null, dhuhr: Array<number> | null, asr: Array<number> | null, maghrib: Array<number> | null, isha: Array<number> | null } | null } | null };

export type LocationFieldsFragment = { __typename: 'Location', id: string | null, name: string, city: string, country: string, country_code: string, latitude: number, longitude: number, timezone: string, elevation: number | null };

export type UserFieldsFragment = { __typename: 'User', id: string, linkId: string, isAnonymous: boolean, email: string | null, createdAt: string, language: string | null, location: { __typename: 'Location', id: string | null, name: string, city: string, country: string, country_code: string, latitude: number, longitude: number, timezone: string, elevation: number | null } | null, prayerSettings: { __typename: 'PrayerSettings', calc_method: CalcMethod, madhab: Madhab, high_lat_rule: HighLatRule, shafaq: Shafaq | null, hijri_adjustment: number, offsets: { __typename: 'PrayerOffsets', fajr: number, sunrise: number, dhuhr: number, asr: number, maghrib: number, isha: number }, params: { __typename: 'MethodParams', fajr_angle: number, isha_angle: number | null, isha_interval: number | null, maghrib_angle: number | null, high_lat_rule: HighLatRule | null, rounding: Rounding | null, label: string | null, within2_share: number | null, adjustments: { __typename: 'PrayerOffsets', fajr: number, sunrise: number, dhuhr: number, asr: number, maghrib: number, isha: number } | null, seasonal: { __typename: 'SeasonalAdjustments', fajr: Array<number> | null, sunrise: Array<number> | null, dhuhr: Array<number> | null, asr: Array<number> | null, maghrib: Array<number> | null, isha: Array<number> | null } | null } | null } | null };

export const DuaCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DuaCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dua"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"transliteration"}},{"kind":"Field","name":{"kind":"Name","value":"translation"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isMine"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasLiked"}}]}}]} as unknown as DocumentNode<DuaCardFieldsFragment, unknown>;
export const ReflectionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReflectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reflection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"mood"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"concern"}}]}}]} as unknown as DocumentNode<ReflectionFieldsFragment, unknown>;
export const PostCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UmmahPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"allowComments"}},{"kind":"Field","name":{"kind":"Name","value":"heartsCount"}},{"kind":"Field","name":{"kind":"Name","value":"prayersCount"}},{"kind":"Field","name":{"kind":"Name","value":"commentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isMine"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasHearted"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasPrayed"}}]}}]} as unknown as DocumentNode<PostCardFieldsFragment, unknown>;
export const CommentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"parentCommentId"}},{"kind":"Field","name":{"kind":"Name","value":"heartsCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isMine"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasHearted"}}]}}]} as unknown as DocumentNode<CommentFieldsFragment, unknown>;
export const LocationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LocationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Location"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"country_code"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"elevation"}}]}}]} as unknown as DocumentNode<LocationFieldsFragment, unknown>;
export const PrayerSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrayerSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrayerSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calc_method"}},{"kind":"Field","name":{"kind":"Name","value":"madhab"}},{"kind":"Field","name":{"kind":"Name","value":"high_lat_rule"}},{"kind":"Field","name":{"kind":"Name","value":"offsets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fajr"}},{"kind":"Field","name":{"kind":"Name","value":"sunrise"}},{"kind":"Field","name":{"kind":"Name","value":"dhuhr"}},{"kind":"Field","name":{"kind":"Name","value":"asr"}},{"kind":"Field","name":{"kind":"Name","value":"maghrib"}},{"kind":"Field","name":{"kind":"Name","value":"isha"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shafaq"}},{"kind":"Field","name":{"kind":"Name","value":"hijri_adjustment"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fajr_angle"}},{"kind":"Field","name":{"kind":"Name","value":"isha_angle"}},{"kind":"Field","name":{"kind":"Name","value":"isha_interval"}},{"kind":"Field","name":{"kind":"Name","value":"maghrib_angle"}},{"kind":"Field","name":{"kind":"Name","value":"adjustments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fajr"}},{"kind":"Field","name":{"kind":"Name","value":"sunrise"}},{"kind":"Field","name":{"kind":"Name","value":"dhuhr"}},{"kind":"Field","name":{"kind":"Name","value":"asr"}},{"kind":"Field","name":{"kind":"Name","value":"maghrib"}},{"kind":"Field","name":{"kind":"Name","value":"isha"}}]}},{"kind":"Field","name":{"kind":"Name","value":"seasonal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fajr"}},{"kind":"Field","name":{"kind":"Name","value":"sunrise"}},{"kind":"Field","name":{"kind":"Name","value":"dhuhr"}},{"kind":"Field","name":{"kind":"Name","value":"asr"}},{"kind":"Field","name":{"kind":"Name","value":"maghrib"}},{"kind":"Field","name":{"kind":"Name","value":"isha"}}]}},{"kind":"Field","name":{"kind":"Name","value":"high_lat_rule"}},{"kind":"Field","name":{"kind":"Name","value":"rounding"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"within2_share"}}]}}]}}]} as unknown as DocumentNode<PrayerSettingsFieldsFragment, unknown>;
export const UserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"linkId"}},{"kind":"Field","name":{"kind":"Name","value":"isAnonymous"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LocationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prayerSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrayerSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LocationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Location"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"country_code"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"elevation"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrayerSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrayerSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calc_method"}},{"kind":"Field","name":{"kind":"Name","value":"madhab"}},{"kind":"Field","name":{"kind":"Name","value":"high_lat_rule"}},{"kind":"Field","name":{"kind":"Name","value":"offsets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fajr"}},{"kind":"Field","name":{"kind":"Name","value":"sunrise"}},{"kind":"Field","name":{"kind":"Name","value":"dhuhr"}},{"kind":"Field","name":{"kind":"Name","value":"asr"}},{"kind":"Field","name":{"kind":"Name","value":"maghrib"}},{"kind":"Field","name":{"kind":"Name","value":"isha"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shafaq"}},{"kind":"Field","name":{"kind":"Name","value":"hijri_adjustment"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fajr_angle"}},{"kind":"Field","name":{"kind":"Name","value":"isha_angle"}},{"kind":"Field","name":{"kind":"Name","value":"isha_interval"}},{"kind":"Field","name":{"kind":"Name","value":"maghrib_angle"}},{"kind":"Field","name":{"kind":"Name","value":"adjustments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fajr"}},{"kind":"Field","name":{"kind":"Name","value":"sunrise"}},{"kind":"Field","name":{"kind":"Name","value":"dhuhr"}},{"kind":"Field","name":{"kind":"Name","value":"asr"}},{"kind":"Field","name":{"kind":"Name","value":"maghrib"}},{"kind":"Field","name":{"kind":"Name","value":"isha"}}]}},{"kind":"Field","name":{"kind":"Name","value":"seasonal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fajr"}},{"kind":"Field","name":{"kind":"Name","value":"sunrise"}},{"kind":"Field","name":{"kind":"Name","value":"dhuhr"}},{"kind":"Field","name":{"kind":"Name","value":"asr"}},{"kind":"Field","name":{"kind":"Name","value":"maghrib"}},{"kind":"Field","name":{"kind":"Name","value":"isha"}}]}},{"kind":"Field","name":{"kind":"Name","value":"high_lat_rule"}},{"kind":"Field","name":{"kind":"Name","value":"rounding"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"within2_share"}}]}}]}}]} as unknown as DocumentNode<UserFieldsFragment, unknown>;
export const CalendarFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"alarmMinutes"}}]}}]}}]} as unknown as DocumentNode<CalendarFeedQuery, CalendarFeedQueryVariables>;
export const CreateCalendarFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCalendarFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"alarmMinutes"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCalendarFeed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"alarmMinutes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"alarmMinutes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"alarmMinutes"}}]}}]}}]} as unknown as DocumentNode<CreateCalendarFeedMutation, CreateCalendarFeedMutationVariables>;
export const RevokeCalendarFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeCalendarFeed"}}]}}]} as unknown as DocumentNode<RevokeCalendarFeedMutation, RevokeCalendarFeedMutationVariables>;
export const DuaFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DuaFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DuaSort"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DuaCardFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DuaCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dua"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"transliteration"}},{"kind":"Field","name":{"kind":"Name","value":"translation"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isMine"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasLiked"}}]}}]} as unknown as DocumentNode<DuaFeedQuery, DuaFeedQueryVariables>;
export const CreateDuaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDua"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DuaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDua"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DuaCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DuaCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dua"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"transliteration"}},{"kind":"Field","name":{"kind":"Name","value":"translation"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isMine"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasLiked"}}]}}]} as unknown as DocumentNode<CreateDuaMutation, CreateDuaMutationVariables>;
export const DuaLikesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"DuaLikes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"duaIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duaLikes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"duaIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"duaIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}}]}}]}}]} as unknown as DocumentNode<DuaLikesSubscription, DuaLikesSubscriptionVariables>;
export const DuaCreatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"DuaCreated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duaCreated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DuaCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DuaCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dua"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"transliteration"}},{"kind":"Field","name":{"kind":"Name","value":"translation"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isMine"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasLiked"}}]}}]} as unknown as DocumentNode<DuaCreatedSubscription, DuaCreatedSubscriptionVariables>;
export const LikeDuaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LikeDua"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"likeDua"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasLiked"}}]}}]}}]} as unknown as DocumentNode<LikeDuaMutation, LikeDuaMutationVariables>;
export const PrayerStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrayerStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prayerStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"streak"}},{"kind":"Field","name":{"kind":"Name","value":"todayCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"todayTotal"}},{"kind":"Field","name":{"kind":"Name","value":"weekCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"weekTotal"}}]}}]}}]} as unknown as DocumentNode<PrayerStatsQuery, PrayerStatsQueryVariables>;
export const CompletePrayerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompletePrayer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"prayer"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PrayerName"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"onTime"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completePrayer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}},{"kind":"Argument","name":{"kind":"Name","value":"prayer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"prayer"}}},{"kind":"Argument","name":{"kind":"Name","value":"onTime"},"value":{"kind":"Variable","name":{"kind":"Name","value":"onTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"prayer"}},{"kind":"Field","name":{"kind":"Name","value":"onTime"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<CompletePrayerMutation, CompletePrayerMutationVariables>;
export const ConnectEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConnectEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isAnonymous"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ConnectEmailMutation, ConnectEmailMutationVariables>;
export const PrayerCompletionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrayerCompletions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prayerCompletions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"prayer"}},{"kind":"Field","name":{"kind":"Name","value":"onTime"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<PrayerCompletionsQuery, PrayerCompletionsQueryVariables>;
export const UncompletePrayerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UncompletePrayer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"prayer"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PrayerName"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uncompletePrayer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}},{"kind":"Argument","name":{"kind":"Name","value":"prayer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"prayer"}}}]}]}}]} as unknown as DocumentNode<UncompletePrayerMutation, UncompletePrayerMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LocationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Location"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"country_code"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"elevation"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrayerSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrayerSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calc_method"}},{"kind":"Field","name":{"kind":"Name","value":"madhab"}},{"kind":"Field","name":{"kind":"Name","value":"high_lat_rule"}},{"kind":"Field","name":{"kind":"Name","value":"offsets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fajr"}},{"kind":"Field","name":{"kind":"Name","value":"sunrise"}},{"kind":"Field","name":{"kind":"Name","value":"dhuhr"}},{"kind":"Field","name":{"kind":"Name","value":"asr"}},{"kind":"Field","name":{"kind":"Name","value":"maghrib"}},{"kind":"Field","name":{"kind":"Name","value":"isha"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shafaq"}},{"kind":"Field","name":{"kind":"Name","value":"hijri_adjustment"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fajr_angle"}},{"kind":"Field","name":{"kind":"Name","value":"isha_angle"}},{"kind":"Field","name":{"kind":"Name","value":"isha_interval"}},{"kind":"Field","name":{"kind":"Name","value":"maghrib_angle"}},{"kind":"Field","name":{"kind":"Name","value":"adjustments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fajr"}},{"kind":"Field","name":{"kind":"Name","value":"sunrise"}},{"kind":"Field","name":{"kind":"Name","value":"dhuhr"}},{"kind":"Field","name":{"kind":"Name","value":"asr"}},{"kind":"Field","name":{"kind":"Name","value":"maghrib"}},{"kind":"Field","name":{"kind":"Name","value":"isha"}}]}},{"kind":"Field","name":{"kind":"Name","value":"seasonal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fajr"}},{"kind":"Field","name":{"kind":"Name","value":"sunrise"}},{"kind":"Field","name":{"kind":"Name","value":"dhuhr"}},{"kind":"Field","name":{"kind":"Name","value":"asr"}},{"kind":"Field","name":{"kind":"Name","value":"maghrib"}},{"kind":"Field","name":{"kind":"Name","value":"isha"}}]}},{"kind":"Field","name":{"kind":"Name","value":"high_lat_rule"}},{"kind":"Field","name":{"kind":"Name","value":"rounding"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"within2_share"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"linkId"}},{"kind":"Field","name":{"kind":"Name","value":"isAnonymous"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LocationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prayerSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrayerSettingsFields"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const OpenPrivateLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpenPrivateLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"linkId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openPrivateLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"linkId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"linkId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LocationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Location"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"country_code"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"elevation"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrayerSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrayerSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calc_method"}},{"kind":"Field","name":{"kind":"Name","value":"madhab"}},{"kind":"Field","name":{"kind":"Name","value":"high_lat_rule"}},{"kind":"Field","name":{"kind":"Name","value":"offsets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fajr"}},{"kind":"Field","name":{"kind":"Name","value":"sunrise"}},{"kind":"Field","name":{"kind":"Name","value":"dhuhr"}},{"kind":"Field","name":{"kind":"Name","value":"asr"}},{"kind":"Field","name":{"kind":"Name","value":"maghrib"}},{"kind":"Field","name":{"kind":"Name","value":"isha"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shafaq"}},{"kind":"Field","name":{"kind":"Name","value":"hijri_adjustment"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fajr_angle"}},{"kind":"Field","name":{"kind":"Name","value":"isha_angle"}},{"kind":"Field","name":{"kind":"Name","value":"isha_interval"}},{"kind":"Field","name":{"kind":"Name","value":"maghrib_angle"}},{"kind":"Field","name":{"kind":"Name","value":"adjustments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fajr"}},{"kind":"Field","name":{"kind":"Name","value":"sunrise"}},{"kind":"Field","name":{"kind":"Name","value":"dhuhr"}},{"kind":"Field","name":{"kind":"Name","value":"asr"}},{"kind":"Field","name":{"kind":"Name","value":"maghrib"}},{"kind":"Field","name":{"kind":"Name","value":"isha"}}]}},{"kind":"Field","name":{"kind":"Name","value":"seasonal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fajr"}},{"kind":"Field","name":{"kind":"Name","value":"sunrise"}},{"kind":"Field","name":{"kind":"Name","value":"dhuhr"}},{"kind":"Field","name":{"kind":"Name","value":"asr"}},{"kind":"Field","name":{"kind":"Name","value":"maghrib"}},{"kind":"Field","name":{"kind":"Name","value":"isha"}}]}},{"kind":"Field","name":{"kind":"Name","value":"high_lat_rule"}},{"kind":"Field","name":{"kind":"Name","value":"rounding"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"within2_share"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"linkId"}},{"kind":"Field","name":{"kind":"Name","value":"isAnonymous"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LocationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prayerSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrayerSettingsFields"}}]}}]}}]} as unknown as DocumentNode<OpenPrivateLinkMutation, OpenPrivateLinkMutationVariables>;
export const CreateAnonymousUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAnonymousUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AnonymousUserInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAnonymousUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LocationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Location"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"country_code"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"elevation"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrayerSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrayerSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calc_method"}},{"kind":"Field","name":{"kind":"Name","value":"madhab"}},{"kind":"Field","name":{"kind":"Name","value":"high_lat_rule"}},{"kind":"Field","name":{"kind":"Name","value":"offsets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fajr"}},{"kind":"Field","name":{"kind":"Name","value":"sunrise"}},{"kind":"Field","name":{"kind":"Name","value":"dhuhr"}},{"kind":"Field","name":{"kind":"Name","value":"asr"}},{"kind":"Field","name":{"kind":"Name","value":"maghrib"}},{"kind":"Field","name":{"kind":"Name","value":"isha"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shafaq"}},{"kind":"Field","name":{"kind":"Name","value":"hijri_adjustment"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fajr_angle"}},{"kind":"Field","name":{"kind":"Name","value":"isha_angle"}},{"kind":"Field","name":{"kind":"Name","value":"isha_interval"}},{"kind":"Field","name":{"kind":"Name","value":"maghrib_angle"}},{"kind":"Field","name":{"kind":"Name","value":"adjustments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fajr"}},{"kind":"Field","name":{"kind":"Name","value":"sunrise"}},{"kind":"Field","name":{"kind":"Name","value":"dhuhr"}},{"kind":"Field","name":{"kind":"Name","value":"asr"}},{"kind":"Field","name":{"kind":"Name","value":"maghrib"}},{"kind":"Field","name":{"kind":"Name","value":"isha"}}]}},{"kind":"Field","name":{"kind":"Name","value":"seasonal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fajr"}},{"kind":"Field","name":{"kind":"Name","value":"sunrise"}},{"kind":"Field","name":{"kind":"Name","value":"dhuhr"}},{"kind":"Field","name":{"kind":"Name","value":"asr"}},{"kind":"Field","name":{"kind":"Name","value":"maghrib"}},{"kind":"Field","name":{"kind":"Name","value":"isha"}}]}},{"kind":"Field","name":{"kind":"Name","value":"high_lat_rule"}},{"kind":"Field","name":{"kind":"Name","value":"rounding"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"within2_share"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"linkId"}},{"kind":"Field","name":{"kind":"Name","value":"isAnonymous"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LocationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prayerSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrayerSettingsFields"}}]}}]}}]} as unknown as DocumentNode<CreateAnonymousUserMutation, CreateAnonymousUserMutationVariables>;
export const PlaceSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlaceSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"placeSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"admin1"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"country_code"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]}}]} as unknown as DocumentNode<PlaceSearchQuery, PlaceSearchQueryVariables>;
export const PlaceNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlaceName"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"latitude"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"longitude"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"placeName"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"latitude"},"value":{"kind":"Variable","name":{"kind":"Name","value":"latitude"}}},{"kind":"Argument","name":{"kind":"Name","value":"longitude"},"value":{"kind":"Variable","name":{"kind":"Name","value":"longitude"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"country_code"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]}}]} as unknown as DocumentNode<PlaceNameQuery, PlaceNameQueryVariables>;
export const UpdateLocationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLocation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"location"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"location"},"value":{"kind":"Variable","name":{"kind":"Name","value":"location"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LocationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LocationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Location"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"country_code"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"elevation"}}]}}]} as unknown as DocumentNode<UpdateLocationMutation, UpdateLocationMutationVariables>;
export const ReflectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Reflections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reflections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReflectionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReflectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reflection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"mood"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"concern"}}]}}]} as unknown as DocumentNode<ReflectionsQuery, ReflectionsQueryVariables>;
export const ReflectionStreakDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReflectionStreak"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reflectionStreak"}}]}}]} as unknown as DocumentNode<ReflectionStreakQuery, ReflectionStreakQueryVariables>;
export const SaveReflectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveReflection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mood"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Mood"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"goal"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Goal"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"concern"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Concern"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveReflection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}},{"kind":"Argument","name":{"kind":"Name","value":"mood"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mood"}}},{"kind":"Argument","name":{"kind":"Name","value":"goal"},"value":{"kind":"Variable","name":{"kind":"Name","value":"goal"}}},{"kind":"Argument","name":{"kind":"Name","value":"concern"},"value":{"kind":"Variable","name":{"kind":"Name","value":"concern"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReflectionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReflectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reflection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"mood"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"concern"}}]}}]} as unknown as DocumentNode<SaveReflectionMutation, SaveReflectionMutationVariables>;
export const PushPublicKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PushPublicKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pushPublicKey"}}]}}]} as unknown as DocumentNode<PushPublicKeyQuery, PushPublicKeyQueryVariables>;
export const PushDevicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PushDevices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pushDevices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endpoint"}},{"kind":"Field","name":{"kind":"Name","value":"prayers"}},{"kind":"Field","name":{"kind":"Name","value":"minutesBefore"}}]}}]}}]} as unknown as DocumentNode<PushDevicesQuery, PushDevicesQueryVariables>;
export const SavePushSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SavePushSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PushSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savePushSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endpoint"}},{"kind":"Field","name":{"kind":"Name","value":"prayers"}},{"kind":"Field","name":{"kind":"Name","value":"minutesBefore"}}]}}]}}]} as unknown as DocumentNode<SavePushSubscriptionMutation, SavePushSubscriptionMutationVariables>;
export const DeletePushSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePushSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpoint"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePushSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpoint"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpoint"}}}]}]}}]} as unknown as DocumentNode<DeletePushSubscriptionMutation, DeletePushSubscriptionMutationVariables>;
export const SendTestReminderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendTestReminder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendTestReminder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}}]}}]} as unknown as DocumentNode<SendTestReminderMutation, SendTestReminderMutationVariables>;
export const UsersOnlineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UsersOnline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usersOnline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"all"}},{"kind":"Field","name":{"kind":"Name","value":"private"}},{"kind":"Field","name":{"kind":"Name","value":"saved"}}]}}]}}]} as unknown as DocumentNode<UsersOnlineQuery, UsersOnlineQueryVariables>;
export const UsersOnlineChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"UsersOnlineChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usersOnline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"all"}},{"kind":"Field","name":{"kind":"Name","value":"private"}},{"kind":"Field","name":{"kind":"Name","value":"saved"}}]}}]}}]} as unknown as DocumentNode<UsersOnlineChangedSubscription, UsersOnlineChangedSubscriptionVariables>;
export const UpdateLanguageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLanguage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]} as unknown as DocumentNode<UpdateLanguageMutation, UpdateLanguageMutationVariables>;
export const AddEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isAnonymous"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<AddEmailMutation, AddEmailMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const UpdatePrayerSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePrayerSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"prayerSettings"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PrayerSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"prayerSettings"},"value":{"kind":"Variable","name":{"kind":"Name","value":"prayerSettings"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"prayerSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrayerSettingsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrayerSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrayerSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calc_method"}},{"kind":"Field","name":{"kind":"Name","value":"madhab"}},{"kind":"Field","name":{"kind":"Name","value":"high_lat_rule"}},{"kind":"Field","name":{"kind":"Name","value":"offsets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fajr"}},{"kind":"Field","name":{"kind":"Name","value":"sunrise"}},{"kind":"Field","name":{"kind":"Name","value":"dhuhr"}},{"kind":"Field","name":{"kind":"Name","value":"asr"}},{"kind":"Field","name":{"kind":"Name","value":"maghrib"}},{"kind":"Field","name":{"kind":"Name","value":"isha"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shafaq"}},{"kind":"Field","name":{"kind":"Name","value":"hijri_adjustment"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fajr_angle"}},{"kind":"Field","name":{"kind":"Name","value":"isha_angle"}},{"kind":"Field","name":{"kind":"Name","value":"isha_interval"}},{"kind":"Field","name":{"kind":"Name","value":"maghrib_angle"}},{"kind":"Field","name":{"kind":"Name","value":"adjustments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fajr"}},{"kind":"Field","name":{"kind":"Name","value":"sunrise"}},{"kind":"Field","name":{"kind":"Name","value":"dhuhr"}},{"kind":"Field","name":{"kind":"Name","value":"asr"}},{"kind":"Field","name":{"kind":"Name","value":"maghrib"}},{"kind":"Field","name":{"kind":"Name","value":"isha"}}]}},{"kind":"Field","name":{"kind":"Name","value":"seasonal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fajr"}},{"kind":"Field","name":{"kind":"Name","value":"sunrise"}},{"kind":"Field","name":{"kind":"Name","value":"dhuhr"}},{"kind":"Field","name":{"kind":"Name","value":"asr"}},{"kind":"Field","name":{"kind":"Name","value":"maghrib"}},{"kind":"Field","name":{"kind":"Name","value":"isha"}}]}},{"kind":"Field","name":{"kind":"Name","value":"high_lat_rule"}},{"kind":"Field","name":{"kind":"Name","value":"rounding"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"within2_share"}}]}}]}}]} as unknown as DocumentNode<UpdatePrayerSettingsMutation, UpdatePrayerSettingsMutationVariables>;
export const UpdatePrayerSettingsAndPlaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePrayerSettingsAndPlace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"prayerSettings"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PrayerSettingsInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"location"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"prayerSettings"},"value":{"kind":"Variable","name":{"kind":"Name","value":"prayerSettings"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"location"},"value":{"kind":"Variable","name":{"kind":"Name","value":"location"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LocationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prayerSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrayerSettingsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LocationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Location"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"country_code"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"elevation"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrayerSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrayerSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calc_method"}},{"kind":"Field","name":{"kind":"Name","value":"madhab"}},{"kind":"Field","name":{"kind":"Name","value":"high_lat_rule"}},{"kind":"Field","name":{"kind":"Name","value":"offsets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fajr"}},{"kind":"Field","name":{"kind":"Name","value":"sunrise"}},{"kind":"Field","name":{"kind":"Name","value":"dhuhr"}},{"kind":"Field","name":{"kind":"Name","value":"asr"}},{"kind":"Field","name":{"kind":"Name","value":"maghrib"}},{"kind":"Field","name":{"kind":"Name","value":"isha"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shafaq"}},{"kind":"Field","name":{"kind":"Name","value":"hijri_adjustment"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fajr_angle"}},{"kind":"Field","name":{"kind":"Name","value":"isha_angle"}},{"kind":"Field","name":{"kind":"Name","value":"isha_interval"}},{"kind":"Field","name":{"kind":"Name","value":"maghrib_angle"}},{"kind":"Field","name":{"kind":"Name","value":"adjustments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fajr"}},{"kind":"Field","name":{"kind":"Name","value":"sunrise"}},{"kind":"Field","name":{"kind":"Name","value":"dhuhr"}},{"kind":"Field","name":{"kind":"Name","value":"asr"}},{"kind":"Field","name":{"kind":"Name","value":"maghrib"}},{"kind":"Field","name":{"kind":"Name","value":"isha"}}]}},{"kind":"Field","name":{"kind":"Name","value":"seasonal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fajr"}},{"kind":"Field","name":{"kind":"Name","value":"sunrise"}},{"kind":"Field","name":{"kind":"Name","value":"dhuhr"}},{"kind":"Field","name":{"kind":"Name","value":"asr"}},{"kind":"Field","name":{"kind":"Name","value":"maghrib"}},{"kind":"Field","name":{"kind":"Name","value":"isha"}}]}},{"kind":"Field","name":{"kind":"Name","value":"high_lat_rule"}},{"kind":"Field","name":{"kind":"Name","value":"rounding"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"within2_share"}}]}}]}}]} as unknown as DocumentNode<UpdatePrayerSettingsAndPlaceMutation, UpdatePrayerSettingsAndPlaceMutationVariables>;
export const UmmahFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UmmahFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PostSort"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ummahPosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostCardFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UmmahPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"allowComments"}},{"kind":"Field","name":{"kind":"Name","value":"heartsCount"}},{"kind":"Field","name":{"kind":"Name","value":"prayersCount"}},{"kind":"Field","name":{"kind":"Name","value":"commentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isMine"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasHearted"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasPrayed"}}]}}]} as unknown as DocumentNode<UmmahFeedQuery, UmmahFeedQueryVariables>;
export const PostCommentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PostComments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"parentCommentId"}},{"kind":"Field","name":{"kind":"Name","value":"heartsCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isMine"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasHearted"}}]}}]} as unknown as DocumentNode<PostCommentsQuery, PostCommentsQueryVariables>;
export const AddCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"parentCommentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postId"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"parentCommentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"parentCommentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"parentCommentId"}},{"kind":"Field","name":{"kind":"Name","value":"heartsCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isMine"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasHearted"}}]}}]} as unknown as DocumentNode<AddCommentMutation, AddCommentMutationVariables>;
export const CommentAddedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CommentAdded"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentAdded"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"parentCommentId"}},{"kind":"Field","name":{"kind":"Name","value":"heartsCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isMine"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasHearted"}}]}}]} as unknown as DocumentNode<CommentAddedSubscription, CommentAddedSubscriptionVariables>;
export const CommentCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CommentCounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentCounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"heartsCount"}}]}}]}}]} as unknown as DocumentNode<CommentCountsSubscription, CommentCountsSubscriptionVariables>;
export const CreatePostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"allowComments"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"allowComments"},"value":{"kind":"Variable","name":{"kind":"Name","value":"allowComments"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UmmahPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"allowComments"}},{"kind":"Field","name":{"kind":"Name","value":"heartsCount"}},{"kind":"Field","name":{"kind":"Name","value":"prayersCount"}},{"kind":"Field","name":{"kind":"Name","value":"commentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isMine"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasHearted"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasPrayed"}}]}}]} as unknown as DocumentNode<CreatePostMutation, CreatePostMutationVariables>;
export const InteractDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Interact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InteractionType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"commentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"interact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postId"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"commentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"commentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"post"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"heartsCount"}},{"kind":"Field","name":{"kind":"Name","value":"prayersCount"}},{"kind":"Field","name":{"kind":"Name","value":"commentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasHearted"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasPrayed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"heartsCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasHearted"}}]}}]}}]}}]} as unknown as DocumentNode<InteractMutation, InteractMutationVariables>;
export const PostCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"PostCounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postCounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"heartsCount"}},{"kind":"Field","name":{"kind":"Name","value":"prayersCount"}},{"kind":"Field","name":{"kind":"Name","value":"commentsCount"}}]}}]}}]} as unknown as DocumentNode<PostCountsSubscription, PostCountsSubscriptionVariables>;
export const PostCreatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"PostCreated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postCreated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UmmahPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"allowComments"}},{"kind":"Field","name":{"kind":"Name","value":"heartsCount"}},{"kind":"Field","name":{"kind":"Name","value":"prayersCount"}},{"kind":"Field","name":{"kind":"Name","value":"commentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isMine"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasHearted"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasPrayed"}}]}}]} as unknown as DocumentNode<PostCreatedSubscription, PostCreatedSubscriptionVariables>;