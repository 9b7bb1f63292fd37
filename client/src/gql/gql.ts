/* eslint-disable */
import * as types from './graphql.ts';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation RequestEmailSignIn($email: String!) {\n    requestEmailSignIn(email: $email)\n  }\n": typeof types.RequestEmailSignInDocument,
    "\n  mutation ConnectEmail($email: String!) {\n    connectEmail(email: $email) {\n      id\n      isAnonymous\n      email\n      emailVerified\n    }\n  }\n": typeof types.ConnectEmailDocument,
    "\n  query PlaceName($latitude: Float!, $longitude: Float!, $language: String) {\n    placeName(latitude: $latitude, longitude: $longitude, language: $language) { city country country_code timezone }\n  }\n": typeof types.PlaceNameDocument,
    "\n  query HijriAnnouncements($country: String!) {\n    hijriAnnouncements(country: $country) {\n      country\n      month\n      start\n    }\n  }\n": typeof types.HijriAnnouncementsDocument,
    "\n  subscription HijriAnnounced($country: String!) {\n    hijriAnnounced(country: $country) {\n      country\n      month\n      start\n    }\n  }\n": typeof types.HijriAnnouncedDocument,
    "\n  query UserPlaces {\n    me {\n      id\n      location {\n        ...LocationFields\n      }\n      places {\n        id\n        label\n        home\n        active\n        stayDays\n        location {\n          ...LocationFields\n        }\n      }\n      travel {\n        travelling\n        resident\n        distanceKm\n        thresholdKm\n        residenceDays\n        school\n        qasr\n        combine {\n          allowed\n          pairs {\n            prayers\n            from\n            until\n          }\n        }\n        settings {\n          distanceKm\n          school\n          stayDays\n        }\n      }\n    }\n  }\n": typeof types.UserPlacesDocument,
    "\n  mutation ActivatePlace($id: ID!) {\n    activatePlace(id: $id) {\n      id\n      active\n    }\n  }\n": typeof types.ActivatePlaceDocument,
    "\n  mutation AddPlace($input: PlaceInput!) {\n    addPlace(input: $input) {\n      id\n    }\n  }\n": typeof types.AddPlaceDocument,
    "\n  mutation DeletePlace($id: ID!) {\n    deletePlace(id: $id)\n  }\n": typeof types.DeletePlaceDocument,
    "\n  mutation SetHomePlace($id: ID!) {\n    setHomePlace(id: $id) {\n      id\n      home\n    }\n  }\n": typeof types.SetHomePlaceDocument,
    "\n  mutation UpdateTravelSettings($input: TravelSettingsInput!) {\n    updateTravelSettings(input: $input) {\n      travelling\n    }\n  }\n": typeof types.UpdateTravelSettingsDocument,
    "\n  mutation ReportTimes($date: String!, $prayer: ReportedTime!, $expected: String!, $source: String!) {\n    reportTimes(date: $date, prayer: $prayer, expected: $expected, source: $source) {\n      id\n      date\n      prayer\n      expected\n      ours\n    }\n  }\n": typeof types.ReportTimesDocument,
    "\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation OpenPrivateLink($linkId: String!) {\n    openPrivateLink(linkId: $linkId) {\n      ...UserFields\n    }\n  }\n": typeof types.OpenPrivateLinkDocument,
    "\n  mutation CreateAnonymousUser($input: AnonymousUserInput) {\n    createAnonymousUser(input: $input) {\n      ...UserFields\n    }\n  }\n": typeof types.CreateAnonymousUserDocument,
    "\n  query HeldSpace {\n    me {\n      id\n      linkId\n      holdsData\n    }\n  }\n": typeof types.HeldSpaceDocument,
    "\n  query CalendarFeed {\n    calendarFeed {\n      createdAt\n      alarmMinutes\n      islamicDays\n    }\n  }\n": typeof types.CalendarFeedDocument,
    "\n  mutation CreateCalendarFeed($alarmMinutes: Int, $islamicDays: Boolean) {\n    createCalendarFeed(alarmMinutes: $alarmMinutes, islamicDays: $islamicDays) {\n      path\n      alarmMinutes\n      islamicDays\n    }\n  }\n": typeof types.CreateCalendarFeedDocument,
    "\n  mutation RevokeCalendarFeed {\n    revokeCalendarFeed\n  }\n": typeof types.RevokeCalendarFeedDocument,
    "\n  fragment DuaCardFields on Dua {\n    id\n    text\n    transliteration\n    translation\n    source\n    tags\n    likes\n    createdAt\n    isMine\n    viewerHasLiked\n  }\n": typeof types.DuaCardFieldsFragmentDoc,
    "\n  query DuaFeed($sort: DuaSort!, $after: String) {\n    duas(sort: $sort, first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          ...DuaCardFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.DuaFeedDocument,
    "\n  mutation CreateDua($input: DuaInput!, $idempotencyKey: String) {\n    createDua(input: $input, idempotencyKey: $idempotencyKey) {\n      ...DuaCardFields\n    }\n  }\n": typeof types.CreateDuaDocument,
    "\n  subscription DuaLikes($duaIds: [ID!]) {\n    duaLikes(duaIds: $duaIds) {\n      id\n      likes\n    }\n  }\n": typeof types.DuaLikesDocument,
    "\n  subscription DuaCreated {\n    duaCreated {\n      ...DuaCardFields\n    }\n  }\n": typeof types.DuaCreatedDocument,
    "\n  mutation LikeDua($id: ID!) {\n    likeDua(id: $id) {\n      id\n      likes\n      viewerHasLiked\n    }\n  }\n": typeof types.LikeDuaDocument,
    "\n  query PlaceSearch($text: String!, $language: String) {\n    placeSearch(text: $text, language: $language) { city admin1 country country_code latitude longitude timezone }\n  }\n": typeof types.PlaceSearchDocument,
    "\n  mutation UpdateLocation($location: LocationInput!) {\n    updateProfile(input: { location: $location }) {\n      id\n      location {\n        ...LocationFields\n      }\n    }\n  }\n": typeof types.UpdateLocationDocument,
    "\n  query PrayerStats {\n    prayerStats {\n      streak\n      todayCompleted\n      todayTotal\n      weekCompleted\n      weekTotal\n    }\n  }\n": typeof types.PrayerStatsDocument,
    "\n  mutation CompletePrayer($date: String!, $prayer: PrayerName!, $onTime: Boolean, $idempotencyKey: String) {\n    completePrayer(date: $date, prayer: $prayer, onTime: $onTime, idempotencyKey: $idempotencyKey) {\n      id\n      date\n      prayer\n      onTime\n      createdAt\n    }\n  }\n": typeof types.CompletePrayerDocument,
    "\n  query PrayerCompletions($date: String!) {\n    prayerCompletions(date: $date) {\n      id\n      date\n      prayer\n      onTime\n      createdAt\n    }\n  }\n": typeof types.PrayerCompletionsDocument,
    "\n  mutation UncompletePrayer($date: String!, $prayer: PrayerName!) {\n    uncompletePrayer(date: $date, prayer: $prayer)\n  }\n": typeof types.UncompletePrayerDocument,
    "\n  query Ledger($today: String!) {\n    fastSummary {\n      owed\n    }\n    qadaCounts {\n      fajr\n      dhuhr\n      asr\n      maghrib\n      isha\n    }\n    fasts(from: $today, to: $today) {\n      date\n      status\n    }\n    excusedRanges {\n      id\n      from\n      to\n    }\n  }\n": typeof types.LedgerDocument,
    "\n  mutation AddExcusedRange($from: String!, $to: String!) {\n    addExcusedRange(from: $from, to: $to) {\n      id\n      from\n      to\n    }\n  }\n": typeof types.AddExcusedRangeDocument,
    "\n  mutation RecordFast($date: String!, $status: FastStatus!) {\n    recordFast(date: $date, status: $status) {\n      date\n      status\n    }\n  }\n": typeof types.RecordFastDocument,
    "\n  mutation RecordQada($prayer: PrayerName!, $action: QadaAction!, $date: String!) {\n    recordQada(prayer: $prayer, action: $action, date: $date) {\n      fajr\n      dhuhr\n      asr\n      maghrib\n      isha\n    }\n  }\n": typeof types.RecordQadaDocument,
    "\n  query FindMosques($q: String, $near: NearInput) {\n    mosques(q: $q, near: $near, limit: 20) {\n      results {\n        slug\n        name\n        city\n        distanceKm\n      }\n    }\n  }\n": typeof types.FindMosquesDocument,
    "\n  fragment MosqueFields on Mosque {\n    slug\n    name\n    city\n    countryCode\n    latitude\n    longitude\n    timezone\n    language\n    jumuah\n    updatedAt\n    reportAnswer\n    unclaimed\n    attribution\n    prayerSettings {\n      ...PrayerSettingsFields\n    }\n    timetable {\n      date\n      fajr\n      sunrise\n      dhuhr\n      asr\n      maghrib\n      isha\n    }\n    iqamaRules {\n      prayer\n      fixed\n      after\n      roundUp5\n      from\n      to\n    }\n    eid {\n      date\n      time\n    }\n    announcements {\n      id\n      text\n      startsAt\n      expiresAt\n    }\n    screen {\n      adhanMinutes\n      prayerMinutes\n      adhkarMinutes\n      jumuahMinutes\n      standbyAfterIsha\n      standbyBeforeFajr\n      standby\n      orientation\n      largeFont\n      highContrast\n      flash\n      flashAt\n    }\n  }\n": typeof types.MosqueFieldsFragmentDoc,
    "\n  query Mosque($slug: String!) {\n    mosque(slug: $slug) {\n      ...MosqueFields\n    }\n  }\n": typeof types.MosqueDocument,
    "\n  subscription MosqueUpdated($slug: String!) {\n    mosqueUpdated(slug: $slug) {\n      ...MosqueFields\n    }\n  }\n": typeof types.MosqueUpdatedDocument,
    "\n  query FollowedMosque {\n    followedMosque {\n      notify\n      iqamaReminder\n      mosque {\n        ...MosqueFields\n      }\n    }\n  }\n": typeof types.FollowedMosqueDocument,
    "\n  mutation FollowMosque($slug: String!, $notify: Boolean, $iqamaReminder: Int) {\n    followMosque(slug: $slug, notify: $notify, iqamaReminder: $iqamaReminder) {\n      notify\n      iqamaReminder\n      mosque {\n        ...MosqueFields\n      }\n    }\n  }\n": typeof types.FollowMosqueDocument,
    "\n  mutation UnfollowMosque {\n    unfollowMosque\n  }\n": typeof types.UnfollowMosqueDocument,
    "\n  mutation ReportMosque($slug: String!, $reason: String!) {\n    reportMosque(slug: $slug, reason: $reason)\n  }\n": typeof types.ReportMosqueDocument,
    "\n  mutation ClaimMosque($slug: String!) {\n    claimMosque(slug: $slug) {\n      status\n    }\n  }\n": typeof types.ClaimMosqueDocument,
    "\n  mutation RedeemMosqueClaim($token: String!) {\n    redeemMosqueClaim(token: $token) {\n      slug\n      adminPath\n      mosque {\n        name\n      }\n    }\n  }\n": typeof types.RedeemMosqueClaimDocument,
    "\n  mutation CreateMosque($input: CreateMosqueInput!) {\n    createMosque(input: $input) {\n      slug\n      adminToken\n      adminPath\n    }\n  }\n": typeof types.CreateMosqueDocument,
    "\n  query MosqueAdmin($slug: String!, $adminToken: String!) {\n    mosqueAdmin(slug: $slug, adminToken: $adminToken) {\n      hidden\n      reports {\n        reason\n        createdAt\n      }\n      mosque {\n        ...MosqueFields\n      }\n    }\n  }\n": typeof types.MosqueAdminDocument,
    "\n  mutation SetMosqueIqama($slug: String!, $adminToken: String!, $changes: [IqamaChangeInput!]!) {\n    setMosqueIqama(slug: $slug, adminToken: $adminToken, changes: $changes) {\n      ...MosqueFields\n    }\n  }\n": typeof types.SetMosqueIqamaDocument,
    "\n  mutation UpdateMosque($slug: String!, $adminToken: String!, $input: UpdateMosqueInput!) {\n    updateMosque(slug: $slug, adminToken: $adminToken, input: $input) {\n      ...MosqueFields\n    }\n  }\n": typeof types.UpdateMosqueDocument,
    "\n  mutation AddMosqueAnnouncement($slug: String!, $adminToken: String!, $text: String!, $startsAt: DateTime, $expiresAt: DateTime) {\n    addMosqueAnnouncement(slug: $slug, adminToken: $adminToken, text: $text, startsAt: $startsAt, expiresAt: $expiresAt) {\n      ...MosqueFields\n    }\n  }\n": typeof types.AddMosqueAnnouncementDocument,
    "\n  mutation SetMosqueFlash($slug: String!, $adminToken: String!, $text: String!) {\n    setMosqueFlash(slug: $slug, adminToken: $adminToken, text: $text) {\n      ...MosqueFields\n    }\n  }\n": typeof types.SetMosqueFlashDocument,
    "\n  mutation RemoveMosqueAnnouncement($slug: String!, $adminToken: String!, $id: ID!) {\n    removeMosqueAnnouncement(slug: $slug, adminToken: $adminToken, id: $id) {\n      ...MosqueFields\n    }\n  }\n": typeof types.RemoveMosqueAnnouncementDocument,
    "\n  mutation ReplaceMosqueAdminToken($slug: String!, $adminToken: String!) {\n    replaceMosqueAdminToken(slug: $slug, adminToken: $adminToken) {\n      slug\n      adminToken\n      adminPath\n    }\n  }\n": typeof types.ReplaceMosqueAdminTokenDocument,
    "\n  mutation AnswerMosqueReports($slug: String!, $adminToken: String!, $answer: String!) {\n    answerMosqueReports(slug: $slug, adminToken: $adminToken, answer: $answer) {\n      ...MosqueFields\n    }\n  }\n": typeof types.AnswerMosqueReportsDocument,
    "\n  query MapTileUrl {\n    mapTileUrl\n  }\n": typeof types.MapTileUrlDocument,
    "\n  query MosquePinPlace($latitude: Float!, $longitude: Float!, $language: String) {\n    placeName(latitude: $latitude, longitude: $longitude, language: $language) {\n      city\n      country\n      country_code\n      timezone\n    }\n  }\n": typeof types.MosquePinPlaceDocument,
    "\n  query MosquePlaceSearch($text: String!, $language: String) {\n    placeSearch(text: $text, language: $language) {\n      city\n      admin1\n      country\n      country_code\n      latitude\n      longitude\n      timezone\n    }\n  }\n": typeof types.MosquePlaceSearchDocument,
    "\n  query PushPublicKey {\n    pushPublicKey\n  }\n": typeof types.PushPublicKeyDocument,
    "\n  query PushDevices {\n    pushDevices {\n      endpoint\n      prayers\n      minutesBefore\n      extras\n      suhoorMinutes\n    }\n  }\n": typeof types.PushDevicesDocument,
    "\n  mutation SavePushSubscription($input: PushSubscriptionInput!) {\n    savePushSubscription(input: $input) {\n      endpoint\n      prayers\n      minutesBefore\n      extras\n      suhoorMinutes\n    }\n  }\n": typeof types.SavePushSubscriptionDocument,
    "\n  mutation DeletePushSubscription($endpoint: String!) {\n    deletePushSubscription(endpoint: $endpoint)\n  }\n": typeof types.DeletePushSubscriptionDocument,
    "\n  mutation SendTestReminder {\n    sendTestReminder {\n      sent\n      failed\n    }\n  }\n": typeof types.SendTestReminderDocument,
    "\n  fragment ReflectionFields on Reflection {\n    id\n    date\n    mood\n    goal\n    concern\n  }\n": typeof types.ReflectionFieldsFragmentDoc,
    "\n  query Reflections {\n    reflections {\n      ...ReflectionFields\n    }\n  }\n": typeof types.ReflectionsDocument,
    "\n  query ReflectionStreak {\n    reflectionStreak\n  }\n": typeof types.ReflectionStreakDocument,
    "\n  mutation SaveReflection($date: String!, $mood: Mood!, $goal: Goal!, $concern: Concern!, $idempotencyKey: String) {\n    saveReflection(date: $date, mood: $mood, goal: $goal, concern: $concern, idempotencyKey: $idempotencyKey) {\n      ...ReflectionFields\n    }\n  }\n": typeof types.SaveReflectionDocument,
    "\n  query MailConfigured {\n    mailConfigured\n  }\n": typeof types.MailConfiguredDocument,
    "\n  query UsersOnline {\n    usersOnline {\n      all\n      private\n      saved\n    }\n  }\n": typeof types.UsersOnlineDocument,
    "\n  subscription UsersOnlineChanged {\n    usersOnline {\n      all\n      private\n      saved\n    }\n  }\n": typeof types.UsersOnlineChangedDocument,
    "\n  mutation UpdateLanguage($language: String!) {\n    updateProfile(input: { language: $language }) {\n      id\n      language\n    }\n  }\n": typeof types.UpdateLanguageDocument,
    "\n  mutation RotatePrivateLink {\n    rotatePrivateLink {\n      ...UserFields\n    }\n  }\n": typeof types.RotatePrivateLinkDocument,
    "\n  mutation SignOutOtherDevices {\n    signOutOtherDevices\n  }\n": typeof types.SignOutOtherDevicesDocument,
    "\n  mutation DeleteAccount($confirm: String!) {\n    deleteAccount(confirm: $confirm)\n  }\n": typeof types.DeleteAccountDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  mutation UpdatePrayerSettings($prayerSettings: PrayerSettingsInput!) {\n    updateProfile(input: { prayerSettings: $prayerSettings }) {\n      id\n      prayerSettings {\n        ...PrayerSettingsFields\n      }\n    }\n  }\n": typeof types.UpdatePrayerSettingsDocument,
    "\n  mutation UpdatePrayerSettingsAndPlace($prayerSettings: PrayerSettingsInput!, $location: LocationInput!) {\n    updateProfile(input: { prayerSettings: $prayerSettings, location: $location }) {\n      id\n      location {\n        ...LocationFields\n      }\n      prayerSettings {\n        ...PrayerSettingsFields\n      }\n    }\n  }\n": typeof types.UpdatePrayerSettingsAndPlaceDocument,
    "\n  query Stats($from: String!, $to: String!, $ramadanFrom: String!, $ramadanTo: String!, $lastFrom: String!, $lastTo: String!) {\n    prayerHistory(from: $from, to: $to) {\n      today\n      countedDays\n      days {\n        date\n        count\n        onTime\n        excused\n      }\n      prayers {\n        prayer\n        done\n        onTime\n      }\n    }\n    ramadan: fasts(from: $ramadanFrom, to: $ramadanTo) {\n      date\n      status\n    }\n    lastRamadan: fasts(from: $lastFrom, to: $lastTo) {\n      date\n      status\n    }\n    fastSummary {\n      owed\n      madeUp\n    }\n    qadaCounts {\n      fajr\n      dhuhr\n      asr\n      maghrib\n      isha\n    }\n  }\n": typeof types.StatsDocument,
    "\n  fragment PostCardFields on UmmahPost {\n    id\n    text\n    allowComments\n    heartsCount\n    prayersCount\n    commentsCount\n    createdAt\n    isMine\n    viewerHasHearted\n    viewerHasPrayed\n  }\n": typeof types.PostCardFieldsFragmentDoc,
    "\n  query UmmahFeed($sort: PostSort!, $after: String) {\n    ummahPosts(sort: $sort, first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PostCardFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.UmmahFeedDocument,
    "\n  fragment CommentFields on Comment {\n    id\n    postId\n    text\n    parentCommentId\n    heartsCount\n    createdAt\n    isMine\n    viewerHasHearted\n  }\n": typeof types.CommentFieldsFragmentDoc,
    "\n  query PostComments($postId: ID!) {\n    comments(postId: $postId) {\n      ...CommentFields\n    }\n  }\n": typeof types.PostCommentsDocument,
    "\n  mutation AddComment($postId: ID!, $text: String!, $parentCommentId: ID, $idempotencyKey: String) {\n    addComment(postId: $postId, text: $text, parentCommentId: $parentCommentId, idempotencyKey: $idempotencyKey) {\n      ...CommentFields\n    }\n  }\n": typeof types.AddCommentDocument,
    "\n  subscription CommentAdded($postId: ID!) {\n    commentAdded(postId: $postId) {\n      ...CommentFields\n    }\n  }\n": typeof types.CommentAddedDocument,
    "\n  subscription CommentCounts($postId: ID!) {\n    commentCounts(postId: $postId) {\n      id\n      heartsCount\n    }\n  }\n": typeof types.CommentCountsDocument,
    "\n  mutation CreatePost($text: String!, $allowComments: Boolean!, $idempotencyKey: String) {\n    createPost(text: $text, allowComments: $allowComments, idempotencyKey: $idempotencyKey) {\n      ...PostCardFields\n    }\n  }\n": typeof types.CreatePostDocument,
    "\n  mutation Interact($postId: ID!, $type: InteractionType!, $commentId: ID) {\n    interact(postId: $postId, type: $type, commentId: $commentId) {\n      added\n      post {\n        id\n        heartsCount\n        prayersCount\n        commentsCount\n        viewerHasHearted\n        viewerHasPrayed\n      }\n      comment {\n        id\n        heartsCount\n        viewerHasHearted\n      }\n    }\n  }\n": typeof types.InteractDocument,
    "\n  subscription PostCounts($postIds: [ID!]) {\n    postCounts(postIds: $postIds) {\n      id\n      heartsCount\n      prayersCount\n      commentsCount\n    }\n  }\n": typeof types.PostCountsDocument,
    "\n  subscription PostCreated {\n    postCreated {\n      ...PostCardFields\n    }\n  }\n": typeof types.PostCreatedDocument,
    "\n  fragment LocationFields on Location {\n    id\n    name\n    city\n    country\n    country_code\n    latitude\n    longitude\n    timezone\n    elevation\n  }\n": typeof types.LocationFieldsFragmentDoc,
    "\n  fragment PrayerSettingsFields on PrayerSettings {\n    calc_method\n    madhab\n    high_lat_rule\n    offsets {\n      fajr\n      sunrise\n      dhuhr\n      asr\n      maghrib\n      isha\n    }\n    shafaq\n    hijri_adjustment\n    imsak_minutes\n    params {\n      fajr_angle\n      isha_angle\n      isha_interval\n      maghrib_angle\n      adjustments {\n        fajr\n        sunrise\n        dhuhr\n        asr\n        maghrib\n        isha\n      }\n      seasonal {\n        fajr\n        sunrise\n        dhuhr\n        asr\n        maghrib\n        isha\n      }\n      high_lat_rule\n      rounding\n      label\n      within2_share\n      fitted_latitude\n      fitted_longitude\n    }\n  }\n": typeof types.PrayerSettingsFieldsFragmentDoc,
    "\n  fragment UserFields on User {\n    id\n    linkId\n    isAnonymous\n    email\n    emailVerified\n    createdAt\n    language\n    location {\n      ...LocationFields\n    }\n    prayerSettings {\n      ...PrayerSettingsFields\n    }\n  }\n": typeof types.UserFieldsFragmentDoc,
};
const documents: Documents = {
    "\n  mutation RequestEmailSignIn($email: String!) {\n    requestEmailSignIn(email: $email)\n  }\n": types.RequestEmailSignInDocument,
    "\n  mutation ConnectEmail($email: String!) {\n    connectEmail(email: $email) {\n      id\n      isAnonymous\n      email\n      emailVerified\n    }\n  }\n": types.ConnectEmailDocument,
    "\n  query PlaceName($latitude: Float!, $longitude: Float!, $language: String) {\n    placeName(latitude: $latitude, longitude: $longitude, language: $language) { city country country_code timezone }\n  }\n": types.PlaceNameDocument,
    "\n  query HijriAnnouncements($country: String!) {\n    hijriAnnouncements(country: $country) {\n      country\n      month\n      start\n    }\n  }\n": types.HijriAnnouncementsDocument,
    "\n  subscription HijriAnnounced($country: String!) {\n    hijriAnnounced(country: $country) {\n      country\n      month\n      start\n    }\n  }\n": types.HijriAnnouncedDocument,
    "\n  query UserPlaces {\n    me {\n      id\n      location {\n        ...LocationFields\n      }\n      places {\n        id\n        label\n        home\n        active\n        stayDays\n        location {\n          ...LocationFields\n        }\n      }\n      travel {\n        travelling\n        resident\n        distanceKm\n        thresholdKm\n        residenceDays\n        school\n        qasr\n        combine {\n          allowed\n          pairs {\n            prayers\n            from\n            until\n          }\n        }\n        settings {\n          distanceKm\n          school\n          stayDays\n        }\n      }\n    }\n  }\n": types.UserPlacesDocument,
    "\n  mutation ActivatePlace($id: ID!) {\n    activatePlace(id: $id) {\n      id\n      active\n    }\n  }\n": types.ActivatePlaceDocument,
    "\n  mutation AddPlace($input: PlaceInput!) {\n    addPlace(input: $input) {\n      id\n    }\n  }\n": types.AddPlaceDocument,
    "\n  mutation DeletePlace($id: ID!) {\n    deletePlace(id: $id)\n  }\n": types.DeletePlaceDocument,
    "\n  mutation SetHomePlace($id: ID!) {\n    setHomePlace(id: $id) {\n      id\n      home\n    }\n  }\n": types.SetHomePlaceDocument,
    "\n  mutation UpdateTravelSettings($input: TravelSettingsInput!) {\n    updateTravelSettings(input: $input) {\n      travelling\n    }\n  }\n": types.UpdateTravelSettingsDocument,
    "\n  mutation ReportTimes($date: String!, $prayer: ReportedTime!, $expected: String!, $source: String!) {\n    reportTimes(date: $date, prayer: $prayer, expected: $expected, source: $source) {\n      id\n      date\n      prayer\n      expected\n      ours\n    }\n  }\n": types.ReportTimesDocument,
    "\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n": types.MeDocument,
    "\n  mutation OpenPrivateLink($linkId: String!) {\n    openPrivateLink(linkId: $linkId) {\n      ...UserFields\n    }\n  }\n": types.OpenPrivateLinkDocument,
    "\n  mutation CreateAnonymousUser($input: AnonymousUserInput) {\n    createAnonymousUser(input: $input) {\n      ...UserFields\n    }\n  }\n": types.CreateAnonymousUserDocument,
    "\n  query HeldSpace {\n    me {\n      id\n      linkId\n      holdsData\n    }\n  }\n": types.HeldSpaceDocument,
    "\n  query CalendarFeed {\n    calendarFeed {\n      createdAt\n      alarmMinutes\n      islamicDays\n    }\n  }\n": types.CalendarFeedDocument,
    "\n  mutation CreateCalendarFeed($alarmMinutes: Int, $islamicDays: Boolean) {\n    createCalendarFeed(alarmMinutes: $alarmMinutes, islamicDays: $islamicDays) {\n      path\n      alarmMinutes\n      islamicDays\n    }\n  }\n": types.CreateCalendarFeedDocument,
    "\n  mutation RevokeCalendarFeed {\n    revokeCalendarFeed\n  }\n": types.RevokeCalendarFeedDocument,
    "\n  fragment DuaCardFields on Dua {\n    id\n    text\n    transliteration\n    translation\n    source\n    tags\n    likes\n    createdAt\n    isMine\n    viewerHasLiked\n  }\n": types.DuaCardFieldsFragmentDoc,
    "\n  query DuaFeed($sort: DuaSort!, $after: String) {\n    duas(sort: $sort, first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          ...DuaCardFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.DuaFeedDocument,
    "\n  mutation CreateDua($input: DuaInput!, $idempotencyKey: String) {\n    createDua(input: $input, idempotencyKey: $idempotencyKey) {\n      ...DuaCardFields\n    }\n  }\n": types.CreateDuaDocument,
    "\n  subscription DuaLikes($duaIds: [ID!]) {\n    duaLikes(duaIds: $duaIds) {\n      id\n      likes\n    }\n  }\n": types.DuaLikesDocument,
    "\n  subscription DuaCreated {\n    duaCreated {\n      ...DuaCardFields\n    }\n  }\n": types.DuaCreatedDocument,
    "\n  mutation LikeDua($id: ID!) {\n    likeDua(id: $id) {\n      id\n      likes\n      viewerHasLiked\n    }\n  }\n": types.LikeDuaDocument,
    "\n  query PlaceSearch($text: String!, $language: String) {\n    placeSearch(text: $text, language: $language) { city admin1 country country_code latitude longitude timezone }\n  }\n": types.PlaceSearchDocument,
    "\n  mutation UpdateLocation($location: LocationInput!) {\n    updateProfile(input: { location: $location }) {\n      id\n      location {\n        ...LocationFields\n      }\n    }\n  }\n": types.UpdateLocationDocument,
    "\n  query PrayerStats {\n    prayerStats {\n      streak\n      todayCompleted\n      todayTotal\n      weekCompleted\n      weekTotal\n    }\n  }\n": types.PrayerStatsDocument,
    "\n  mutation CompletePrayer($date: String!, $prayer: PrayerName!, $onTime: Boolean, $idempotencyKey: String) {\n    completePrayer(date: $date, prayer: $prayer, onTime: $onTime, idempotencyKey: $idempotencyKey) {\n      id\n      date\n      prayer\n      onTime\n      createdAt\n    }\n  }\n": types.CompletePrayerDocument,
    "\n  query PrayerCompletions($date: String!) {\n    prayerCompletions(date: $date) {\n      id\n      date\n      prayer\n      onTime\n      createdAt\n    }\n  }\n": types.PrayerCompletionsDocument,
    "\n  mutation UncompletePrayer($date: String!, $prayer: PrayerName!) {\n    uncompletePrayer(date: $date, prayer: $prayer)\n  }\n": types.UncompletePrayerDocument,
    "\n  query Ledger($today: String!) {\n    fastSummary {\n      owed\n    }\n    qadaCounts {\n      fajr\n      dhuhr\n      asr\n      maghrib\n      isha\n    }\n    fasts(from: $today, to: $today) {\n      date\n      status\n    }\n    excusedRanges {\n      id\n      from\n      to\n    }\n  }\n": types.LedgerDocument,
    "\n  mutation AddExcusedRange($from: String!, $to: String!) {\n    addExcusedRange(from: $from, to: $to) {\n      id\n      from\n      to\n    }\n  }\n": types.AddExcusedRangeDocument,
    "\n  mutation RecordFast($date: String!, $status: FastStatus!) {\n    recordFast(date: $date, status: $status) {\n      date\n      status\n    }\n  }\n": types.RecordFastDocument,
    "\n  mutation RecordQada($prayer: PrayerName!, $action: QadaAction!, $date: String!) {\n    recordQada(prayer: $prayer, action: $action, date: $date) {\n      fajr\n      dhuhr\n      asr\n      maghrib\n      isha\n    }\n  }\n": types.RecordQadaDocument,
    "\n  query FindMosques($q: String, $near: NearInput) {\n    mosques(q: $q, near: $near, limit: 20) {\n      results {\n        slug\n        name\n        city\n        distanceKm\n      }\n    }\n  }\n": types.FindMosquesDocument,
    "\n  fragment MosqueFields on Mosque {\n    slug\n    name\n    city\n    countryCode\n    latitude\n    longitude\n    timezone\n    language\n    jumuah\n    updatedAt\n    reportAnswer\n    unclaimed\n    attribution\n    prayerSettings {\n      ...PrayerSettingsFields\n    }\n    timetable {\n      date\n      fajr\n      sunrise\n      dhuhr\n      asr\n      maghrib\n      isha\n    }\n    iqamaRules {\n      prayer\n      fixed\n      after\n      roundUp5\n      from\n      to\n    }\n    eid {\n      date\n      time\n    }\n    announcements {\n      id\n      text\n      startsAt\n      expiresAt\n    }\n    screen {\n      adhanMinutes\n      prayerMinutes\n      adhkarMinutes\n      jumuahMinutes\n      standbyAfterIsha\n      standbyBeforeFajr\n      standby\n      orientation\n      largeFont\n      highContrast\n      flash\n      flashAt\n    }\n  }\n": types.MosqueFieldsFragmentDoc,
    "\n  query Mosque($slug: String!) {\n    mosque(slug: $slug) {\n      ...MosqueFields\n    }\n  }\n": types.MosqueDocument,
    "\n  subscription MosqueUpdated($slug: String!) {\n    mosqueUpdated(slug: $slug) {\n      ...MosqueFields\n    }\n  }\n": types.MosqueUpdatedDocument,
    "\n  query FollowedMosque {\n    followedMosque {\n      notify\n      iqamaReminder\n      mosque {\n        ...MosqueFields\n      }\n    }\n  }\n": types.FollowedMosqueDocument,
    "\n  mutation FollowMosque($slug: String!, $notify: Boolean, $iqamaReminder: Int) {\n    followMosque(slug: $slug, notify: $notify, iqamaReminder: $iqamaReminder) {\n      notify\n      iqamaReminder\n      mosque {\n        ...MosqueFields\n      }\n    }\n  }\n": types.FollowMosqueDocument,
    "\n  mutation UnfollowMosque {\n    unfollowMosque\n  }\n": types.UnfollowMosqueDocument,
    "\n  mutation ReportMosque($slug: String!, $reason: String!) {\n    reportMosque(slug: $slug, reason: $reason)\n  }\n": types.ReportMosqueDocument,
    "\n  mutation ClaimMosque($slug: String!) {\n    claimMosque(slug: $slug) {\n      status\n    }\n  }\n": types.ClaimMosqueDocument,
    "\n  mutation RedeemMosqueClaim($token: String!) {\n    redeemMosqueClaim(token: $token) {\n      slug\n      adminPath\n      mosque {\n        name\n      }\n    }\n  }\n": types.RedeemMosqueClaimDocument,
    "\n  mutation CreateMosque($input: CreateMosqueInput!) {\n    createMosque(input: $input) {\n      slug\n      adminToken\n      adminPath\n    }\n  }\n": types.CreateMosqueDocument,
    "\n  query MosqueAdmin($slug: String!, $adminToken: String!) {\n    mosqueAdmin(slug: $slug, adminToken: $adminToken) {\n      hidden\n      reports {\n        reason\n        createdAt\n      }\n      mosque {\n        ...MosqueFields\n      }\n    }\n  }\n": types.MosqueAdminDocument,
    "\n  mutation SetMosqueIqama($slug: String!, $adminToken: String!, $changes: [IqamaChangeInput!]!) {\n    setMosqueIqama(slug: $slug, adminToken: $adminToken, changes: $changes) {\n      ...MosqueFields\n    }\n  }\n": types.SetMosqueIqamaDocument,
    "\n  mutation UpdateMosque($slug: String!, $adminToken: String!, $input: UpdateMosqueInput!) {\n    updateMosque(slug: $slug, adminToken: $adminToken, input: $input) {\n      ...MosqueFields\n    }\n  }\n": types.UpdateMosqueDocument,
    "\n  mutation AddMosqueAnnouncement($slug: String!, $adminToken: String!, $text: String!, $startsAt: DateTime, $expiresAt: DateTime) {\n    addMosqueAnnouncement(slug: $slug, adminToken: $adminToken, text: $text, startsAt: $startsAt, expiresAt: $expiresAt) {\n      ...MosqueFields\n    }\n  }\n": types.AddMosqueAnnouncementDocument,
    "\n  mutation SetMosqueFlash($slug: String!, $adminToken: String!, $text: String!) {\n    setMosqueFlash(slug: $slug, adminToken: $adminToken, text: $text) {\n      ...MosqueFields\n    }\n  }\n": types.SetMosqueFlashDocument,
    "\n  mutation RemoveMosqueAnnouncement($slug: String!, $adminToken: String!, $id: ID!) {\n    removeMosqueAnnouncement(slug: $slug, adminToken: $adminToken, id: $id) {\n      ...MosqueFields\n    }\n  }\n": types.RemoveMosqueAnnouncementDocument,
    "\n  mutation ReplaceMosqueAdminToken($slug: String!, $adminToken: String!) {\n    replaceMosqueAdminToken(slug: $slug, adminToken: $adminToken) {\n      slug\n      adminToken\n      adminPath\n    }\n  }\n": types.ReplaceMosqueAdminTokenDocument,
    "\n  mutation AnswerMosqueReports($slug: String!, $adminToken: String!, $answer: String!) {\n    answerMosqueReports(slug: $slug, adminToken: $adminToken, answer: $answer) {\n      ...MosqueFields\n    }\n  }\n": types.AnswerMosqueReportsDocument,
    "\n  query MapTileUrl {\n    mapTileUrl\n  }\n": types.MapTileUrlDocument,
    "\n  query MosquePinPlace($latitude: Float!, $longitude: Float!, $language: String) {\n    placeName(latitude: $latitude, longitude: $longitude, language: $language) {\n      city\n      country\n      country_code\n      timezone\n    }\n  }\n": types.MosquePinPlaceDocument,
    "\n  query MosquePlaceSearch($text: String!, $language: String) {\n    placeSearch(text: $text, language: $language) {\n      city\n      admin1\n      country\n      country_code\n      latitude\n      longitude\n      timezone\n    }\n  }\n": types.MosquePlaceSearchDocument,
    "\n  query PushPublicKey {\n    pushPublicKey\n  }\n": types.PushPublicKeyDocument,
    "\n  query PushDevices {\n    pushDevices {\n      endpoint\n      prayers\n      minutesBefore\n      extras\n      suhoorMinutes\n    }\n  }\n": types.PushDevicesDocument,
    "\n  mutation SavePushSubscription($input: PushSubscriptionInput!) {\n    savePushSubscription(input: $input) {\n      endpoint\n      prayers\n      minutesBefore\n      extras\n      suhoorMinutes\n    }\n  }\n": types.SavePushSubscriptionDocument,
    "\n  mutation DeletePushSubscription($endpoint: String!) {\n    deletePushSubscription(endpoint: $endpoint)\n  }\n": types.DeletePushSubscriptionDocument,
    "\n  mutation SendTestReminder {\n    sendTestReminder {\n      sent\n      failed\n    }\n  }\n": types.SendTestReminderDocument,
    "\n  fragment ReflectionFields on Reflection {\n    id\n    date\n    mood\n    goal\n    concern\n  }\n": types.ReflectionFieldsFragmentDoc,
    "\n  query Reflections {\n    reflections {\n      ...ReflectionFields\n    }\n  }\n": types.ReflectionsDocument,
    "\n  query ReflectionStreak {\n    reflectionStreak\n  }\n": types.ReflectionStreakDocument,
    "\n  mutation SaveReflection($date: String!, $mood: Mood!, $goal: Goal!, $concern: Concern!, $idempotencyKey: String) {\n    saveReflection(date: $date, mood: $mood, goal: $goal, concern: $concern, idempotencyKey: $idempotencyKey) {\n      ...ReflectionFields\n    }\n  }\n": types.SaveReflectionDocument,
    "\n  query MailConfigured {\n    mailConfigured\n  }\n": types.MailConfiguredDocument,
    "\n  query UsersOnline {\n    usersOnline {\n      all\n      private\n      saved\n    }\n  }\n": types.UsersOnlineDocument,
    "\n  subscription UsersOnlineChanged {\n    usersOnline {\n      all\n      private\n      saved\n    }\n  }\n": types.UsersOnlineChangedDocument,
    "\n  mutation UpdateLanguage($language: String!) {\n    updateProfile(input: { language: $language }) {\n      id\n      language\n    }\n  }\n": types.UpdateLanguageDocument,
    "\n  mutation RotatePrivateLink {\n    rotatePrivateLink {\n      ...UserFields\n    }\n  }\n": types.RotatePrivateLinkDocument,
    "\n  mutation SignOutOtherDevices {\n    signOutOtherDevices\n  }\n": types.SignOutOtherDevicesDocument,
    "\n  mutation DeleteAccount($confirm: String!) {\n    deleteAccount(confirm: $confirm)\n  }\n": types.DeleteAccountDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  mutation UpdatePrayerSettings($prayerSettings: PrayerSettingsInput!) {\n    updateProfile(input: { prayerSettings: $prayerSettings }) {\n      id\n      prayerSettings {\n        ...PrayerSettingsFields\n      }\n    }\n  }\n": types.UpdatePrayerSettingsDocument,
    "\n  mutation UpdatePrayerSettingsAndPlace($prayerSettings: PrayerSettingsInput!, $location: LocationInput!) {\n    updateProfile(input: { prayerSettings: $prayerSettings, location: $location }) {\n      id\n      location {\n        ...LocationFields\n      }\n      prayerSettings {\n        ...PrayerSettingsFields\n      }\n    }\n  }\n": types.UpdatePrayerSettingsAndPlaceDocument,
    "\n  query Stats($from: String!, $to: String!, $ramadanFrom: String!, $ramadanTo: String!, $lastFrom: String!, $lastTo: String!) {\n    prayerHistory(from: $from, to: $to) {\n      today\n      countedDays\n      days {\n        date\n        count\n        onTime\n        excused\n      }\n      prayers {\n        prayer\n        done\n        onTime\n      }\n    }\n    ramadan: fasts(from: $ramadanFrom, to: $ramadanTo) {\n      date\n      status\n    }\n    lastRamadan: fasts(from: $lastFrom, to: $lastTo) {\n      date\n      status\n    }\n    fastSummary {\n      owed\n      madeUp\n    }\n    qadaCounts {\n      fajr\n      dhuhr\n      asr\n      maghrib\n      isha\n    }\n  }\n": types.StatsDocument,
    "\n  fragment PostCardFields on UmmahPost {\n    id\n    text\n    allowComments\n    heartsCount\n    prayersCount\n    commentsCount\n    createdAt\n    isMine\n    viewerHasHearted\n    viewerHasPrayed\n  }\n": types.PostCardFieldsFragmentDoc,
    "\n  query UmmahFeed($sort: PostSort!, $after: String) {\n    ummahPosts(sort: $sort, first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PostCardFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.UmmahFeedDocument,
    "\n  fragment CommentFields on Comment {\n    id\n    postId\n    text\n    parentCommentId\n    heartsCount\n    createdAt\n    isMine\n    viewerHasHearted\n  }\n": types.CommentFieldsFragmentDoc,
    "\n  query PostComments($postId: ID!) {\n    comments(postId: $postId) {\n      ...CommentFields\n    }\n  }\n": types.PostCommentsDocument,
    "\n  mutation AddComment($postId: ID!, $text: String!, $parentCommentId: ID, $idempotencyKey: String) {\n    addComment(postId: $postId, text: $text, parentCommentId: $parentCommentId, idempotencyKey: $idempotencyKey) {\n      ...CommentFields\n    }\n  }\n": types.AddCommentDocument,
    "\n  subscription CommentAdded($postId: ID!) {\n    commentAdded(postId: $postId) {\n      ...CommentFields\n    }\n  }\n": types.CommentAddedDocument,
    "\n  subscription CommentCounts($postId: ID!) {\n    commentCounts(postId: $postId) {\n      id\n      heartsCount\n    }\n  }\n": types.CommentCountsDocument,
    "\n  mutation CreatePost($text: String!, $allowComments: Boolean!, $idempotencyKey: String) {\n    createPost(text: $text, allowComments: $allowComments, idempotencyKey: $idempotencyKey) {\n      ...PostCardFields\n    }\n  }\n": types.CreatePostDocument,
    "\n  mutation Interact($postId: ID!, $type: InteractionType!, $commentId: ID) {\n    interact(postId: $postId, type: $type, commentId: $commentId) {\n      added\n      post {\n        id\n        heartsCount\n        prayersCount\n        commentsCount\n        viewerHasHearted\n        viewerHasPrayed\n      }\n      comment {\n        id\n        heartsCount\n        viewerHasHearted\n      }\n    }\n  }\n": types.InteractDocument,
    "\n  subscription PostCounts($postIds: [ID!]) {\n    postCounts(postIds: $postIds) {\n      id\n      heartsCount\n      prayersCount\n      commentsCount\n    }\n  }\n": types.PostCountsDocument,
    "\n  subscription PostCreated {\n    postCreated {\n      ...PostCardFields\n    }\n  }\n": types.PostCreatedDocument,
    "\n  fragment LocationFields on Location {\n    id\n    name\n    city\n    country\n    country_code\n    latitude\n    longitude\n    timezone\n    elevation\n  }\n": types.LocationFieldsFragmentDoc,
    "\n  fragment PrayerSettingsFields on PrayerSettings {\n    calc_method\n    madhab\n    high_lat_rule\n    offsets {\n      fajr\n      sunrise\n      dhuhr\n      asr\n      maghrib\n      isha\n    }\n    shafaq\n    hijri_adjustment\n    imsak_minutes\n    params {\n      fajr_angle\n      isha_angle\n      isha_interval\n      maghrib_angle\n      adjustments {\n        fajr\n        sunrise\n        dhuhr\n        asr\n        maghrib\n        isha\n      }\n      seasonal {\n        fajr\n        sunrise\n        dhuhr\n        asr\n        maghrib\n        isha\n      }\n      high_lat_rule\n      rounding\n      label\n      within2_share\n      fitted_latitude\n      fitted_longitude\n    }\n  }\n": types.PrayerSettingsFieldsFragmentDoc,
    "\n  fragment UserFields on User {\n    id\n    linkId\n    isAnonymous\n    email\n    emailVerified\n    createdAt\n    language\n    location {\n      ...LocationFields\n    }\n    prayerSettings {\n      ...PrayerSettingsFields\n    }\n  }\n": types.UserFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestEmailSignIn($email: String!) {\n    requestEmailSignIn(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestEmailSignIn($email: String!) {\n    requestEmailSignIn(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConnectEmail($email: String!) {\n    connectEmail(email: $email) {\n      id\n      isAnonymous\n      email\n      emailVerified\n    }\n  }\n"): (typeof documents)["\n  mutation ConnectEmail($email: String!) {\n    connectEmail(email: $email) {\n      id\n      isAnonymous\n      email\n      emailVerified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaceName($latitude: Float!, $longitude: Float!, $language: String) {\n    placeName(latitude: $latitude, longitude: $longitude, language: $language) { city country country_code timezone }\n  }\n"): (typeof documents)["\n  query PlaceName($latitude: Float!, $longitude: Float!, $language: String) {\n    placeName(latitude: $latitude, longitude: $longitude, language: $language) { city country country_code timezone }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HijriAnnouncements($country: String!) {\n    hijriAnnouncements(country: $country) {\n      country\n      month\n      start\n    }\n  }\n"): (typeof documents)["\n  query HijriAnnouncements($country: String!) {\n    hijriAnnouncements(country: $country) {\n      country\n      month\n      start\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription HijriAnnounced($country: String!) {\n    hijriAnnounced(country: $country) {\n      country\n      month\n      start\n    }\n  }\n"): (typeof documents)["\n  subscription HijriAnnounced($country: String!) {\n    hijriAnnounced(country: $country) {\n      country\n      month\n      start\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserPlaces {\n    me {\n      id\n      location {\n        ...LocationFields\n      }\n      places {\n        id\n        label\n        home\n        active\n        stayDays\n        location {\n          ...LocationFields\n        }\n      }\n      travel {\n        travelling\n        resident\n        distanceKm\n        thresholdKm\n        residenceDays\n        school\n        qasr\n        combine {\n          allowed\n          pairs {\n            prayers\n            from\n            until\n          }\n        }\n        settings {\n          distanceKm\n          school\n          stayDays\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query UserPlaces {\n    me {\n      id\n      location {\n        ...LocationFields\n      }\n      places {\n        id\n        label\n        home\n        active\n        stayDays\n        location {\n          ...LocationFields\n        }\n      }\n      travel {\n        travelling\n        resident\n        distanceKm\n        thresholdKm\n        residenceDays\n        school\n        qasr\n        combine {\n          allowed\n          pairs {\n            prayers\n            from\n            until\n          }\n        }\n        settings {\n          distanceKm\n          school\n          stayDays\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivatePlace($id: ID!) {\n    activatePlace(id: $id) {\n      id\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation ActivatePlace($id: ID!) {\n    activatePlace(id: $id) {\n      id\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddPlace($input: PlaceInput!) {\n    addPlace(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddPlace($input: PlaceInput!) {\n    addPlace(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePlace($id: ID!) {\n    deletePlace(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeletePlace($id: ID!) {\n    deletePlace(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetHomePlace($id: ID!) {\n    setHomePlace(id: $id) {\n      id\n      home\n    }\n  }\n"): (typeof documents)["\n  mutation SetHomePlace($id: ID!) {\n    setHomePlace(id: $id) {\n      id\n      home\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTravelSettings($input: TravelSettingsInput!) {\n    updateTravelSettings(input: $input) {\n      travelling\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTravelSettings($input: TravelSettingsInput!) {\n    updateTravelSettings(input: $input) {\n      travelling\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportTimes($date: String!, $prayer: ReportedTime!, $expected: String!, $source: String!) {\n    reportTimes(date: $date, prayer: $prayer, expected: $expected, source: $source) {\n      id\n      date\n      prayer\n      expected\n      ours\n    }\n  }\n"): (typeof documents)["\n  mutation ReportTimes($date: String!, $prayer: ReportedTime!, $expected: String!, $source: String!) {\n    reportTimes(date: $date, prayer: $prayer, expected: $expected, source: $source) {\n      id\n      date\n      prayer\n      expected\n      ours\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenPrivateLink($linkId: String!) {\n    openPrivateLink(linkId: $linkId) {\n      ...UserFields\n    }\n  }\n"): (typeof documents)["\n  mutation OpenPrivateLink($linkId: String!) {\n    openPrivateLink(linkId: $linkId) {\n      ...UserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAnonymousUser($input: AnonymousUserInput) {\n    createAnonymousUser(input: $input) {\n      ...UserFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAnonymousUser($input: AnonymousUserInput) {\n    createAnonymousUser(input: $input) {\n      ...UserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeldSpace {\n    me {\n      id\n      linkId\n      holdsData\n    }\n  }\n"): (typeof documents)["\n  query HeldSpace {\n    me {\n      id\n      linkId\n      holdsData\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarFeed {\n    calendarFeed {\n      createdAt\n      alarmMinutes\n      islamicDays\n    }\n  }\n"): (typeof documents)["\n  query CalendarFeed {\n    calendarFeed {\n      createdAt\n      alarmMinutes\n      islamicDays\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCalendarFeed($alarmMinutes: Int, $islamicDays: Boolean) {\n    createCalendarFeed(alarmMinutes: $alarmMinutes, islamicDays: $islamicDays) {\n      path\n      alarmMinutes\n      islamicDays\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCalendarFeed($alarmMinutes: Int, $islamicDays: Boolean) {\n    createCalendarFeed(alarmMinutes: $alarmMinutes, islamicDays: $islamicDays) {\n      path\n      alarmMinutes\n      islamicDays\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeCalendarFeed {\n    revokeCalendarFeed\n  }\n"): (typeof documents)["\n  mutation RevokeCalendarFeed {\n    revokeCalendarFeed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DuaCardFields on Dua {\n    id\n    text\n    transliteration\n    translation\n    source\n    tags\n    likes\n    createdAt\n    isMine\n    viewerHasLiked\n  }\n"): (typeof documents)["\n  fragment DuaCardFields on Dua {\n    id\n    text\n    transliteration\n    translation\n    source\n    tags\n    likes\n    createdAt\n    isMine\n    viewerHasLiked\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DuaFeed($sort: DuaSort!, $after: String) {\n    duas(sort: $sort, first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          ...DuaCardFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query DuaFeed($sort: DuaSort!, $after: String) {\n    duas(sort: $sort, first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          ...DuaCardFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDua($input: DuaInput!, $idempotencyKey: String) {\n    createDua(input: $input, idempotencyKey: $idempotencyKey) {\n      ...DuaCardFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDua($input: DuaInput!, $idempotencyKey: String) {\n    createDua(input: $input, idempotencyKey: $idempotencyKey) {\n      ...DuaCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DuaLikes($duaIds: [ID!]) {\n    duaLikes(duaIds: $duaIds) {\n      id\n      likes\n    }\n  }\n"): (typeof documents)["\n  subscription DuaLikes($duaIds: [ID!]) {\n    duaLikes(duaIds: $duaIds) {\n      id\n      likes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DuaCreated {\n    duaCreated {\n      ...DuaCardFields\n    }\n  }\n"): (typeof documents)["\n  subscription DuaCreated {\n    duaCreated {\n      ...DuaCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LikeDua($id: ID!) {\n    likeDua(id: $id) {\n      id\n      likes\n      viewerHasLiked\n    }\n  }\n"): (typeof documents)["\n  mutation LikeDua($id: ID!) {\n    likeDua(id: $id) {\n      id\n      likes\n      viewerHasLiked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaceSearch($text: String!, $language: String) {\n    placeSearch(text: $text, language: $language) { city admin1 country country_code latitude longitude timezone }\n  }\n"): (typeof documents)["\n  query PlaceSearch($text: String!, $language: String) {\n    placeSearch(text: $text, language: $language) { city admin1 country country_code latitude longitude timezone }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLocation($location: LocationInput!) {\n    updateProfile(input: { location: $location }) {\n      id\n      location {\n        ...LocationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLocation($location: LocationInput!) {\n    updateProfile(input: { location: $location }) {\n      id\n      location {\n        ...LocationFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrayerStats {\n    prayerStats {\n      streak\n      todayCompleted\n      todayTotal\n      weekCompleted\n      weekTotal\n    }\n  }\n"): (typeof documents)["\n  query PrayerStats {\n    prayerStats {\n      streak\n      todayCompleted\n      todayTotal\n      weekCompleted\n      weekTotal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompletePrayer($date: String!, $prayer: PrayerName!, $onTime: Boolean, $idempotencyKey: String) {\n    completePrayer(date: $date, prayer: $prayer, onTime: $onTime, idempotencyKey: $idempotencyKey) {\n      id\n      date\n      prayer\n      onTime\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation CompletePrayer($date: String!, $prayer: PrayerName!, $onTime: Boolean, $idempotencyKey: String) {\n    completePrayer(date: $date, prayer: $prayer, onTime: $onTime, idempotencyKey: $idempotencyKey) {\n      id\n      date\n      prayer\n      onTime\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrayerCompletions($date: String!) {\n    prayerCompletions(date: $date) {\n      id\n      date\n      prayer\n      onTime\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query PrayerCompletions($date: String!) {\n    prayerCompletions(date: $date) {\n      id\n      date\n      prayer\n      onTime\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UncompletePrayer($date: String!, $prayer: PrayerName!) {\n    uncompletePrayer(date: $date, prayer: $prayer)\n  }\n"): (typeof documents)["\n  mutation UncompletePrayer($date: String!, $prayer: PrayerName!) {\n    uncompletePrayer(date: $date, prayer: $prayer)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Ledger($today: String!) {\n    fastSummary {\n      owed\n    }\n    qadaCounts {\n      fajr\n      dhuhr\n      asr\n      maghrib\n      isha\n    }\n    fasts(from: $today, to: $today) {\n      date\n      status\n    }\n    excusedRanges {\n      id\n      from\n      to\n    }\n  }\n"): (typeof documents)["\n  query Ledger($today: String!) {\n    fastSummary {\n      owed\n    }\n    qadaCounts {\n      fajr\n      dhuhr\n      asr\n      maghrib\n      isha\n    }\n    fasts(from: $today, to: $today) {\n      date\n      status\n    }\n    excusedRanges {\n      id\n      from\n      to\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddExcusedRange($from: String!, $to: String!) {\n    addExcusedRange(from: $from, to: $to) {\n      id\n      from\n      to\n    }\n  }\n"): (typeof documents)["\n  mutation AddExcusedRange($from: String!, $to: String!) {\n    addExcusedRange(from: $from, to: $to) {\n      id\n      from\n      to\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordFast($date: String!, $status: FastStatus!) {\n    recordFast(date: $date, status: $status) {\n      date\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RecordFast($date: String!, $status: FastStatus!) {\n    recordFast(date: $date, status: $status) {\n      date\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordQada($prayer: PrayerName!, $action: QadaAction!, $date: String!) {\n    recordQada(prayer: $prayer, action: $action, date: $date) {\n      fajr\n      dhuhr\n      asr\n      maghrib\n      isha\n    }\n  }\n"): (typeof documents)["\n  mutation RecordQada($prayer: PrayerName!, $action: QadaAction!, $date: String!) {\n    recordQada(prayer: $prayer, action: $action, date: $date) {\n      fajr\n      dhuhr\n      asr\n      maghrib\n      isha\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FindMosques($q: String, $near: NearInput) {\n    mosques(q: $q, near: $near, limit: 20) {\n      results {\n        slug\n        name\n        city\n        distanceKm\n      }\n    }\n  }\n"): (typeof documents)["\n  query FindMosques($q: String, $near: NearInput) {\n    mosques(q: $q, near: $near, limit: 20) {\n      results {\n        slug\n        name\n        city\n        distanceKm\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MosqueFields on Mosque {\n    slug\n    name\n    city\n    countryCode\n    latitude\n    longitude\n    timezone\n    language\n    jumuah\n    updatedAt\n    reportAnswer\n    unclaimed\n    attribution\n    prayerSettings {\n      ...PrayerSettingsFields\n    }\n    timetable {\n      date\n      fajr\n      sunrise\n      dhuhr\n      asr\n      maghrib\n      isha\n    }\n    iqamaRules {\n      prayer\n      fixed\n      after\n      roundUp5\n      from\n      to\n    }\n    eid {\n      date\n      time\n    }\n    announcements {\n      id\n      text\n      startsAt\n      expiresAt\n    }\n    screen {\n      adhanMinutes\n      prayerMinutes\n      adhkarMinutes\n      jumuahMinutes\n      standbyAfterIsha\n      standbyBeforeFajr\n      standby\n      orientation\n      largeFont\n      highContrast\n      flash\n      flashAt\n    }\n  }\n"): (typeof documents)["\n  fragment MosqueFields on Mosque {\n    slug\n    name\n    city\n    countryCode\n    latitude\n    longitude\n    timezone\n    language\n    jumuah\n    updatedAt\n    reportAnswer\n    unclaimed\n    attribution\n    prayerSettings {\n      ...PrayerSettingsFields\n    }\n    timetable {\n      date\n      fajr\n      sunrise\n      dhuhr\n      asr\n      maghrib\n      isha\n    }\n    iqamaRules {\n      prayer\n      fixed\n      after\n      roundUp5\n      from\n      to\n    }\n    eid {\n      date\n      time\n    }\n    announcements {\n      id\n      text\n      startsAt\n      expiresAt\n    }\n    screen {\n      adhanMinutes\n      prayerMinutes\n      adhkarMinutes\n      jumuahMinutes\n      standbyAfterIsha\n      standbyBeforeFajr\n      standby\n      orientation\n      largeFont\n      highContrast\n      flash\n      flashAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Mosque($slug: String!) {\n    mosque(slug: $slug) {\n      ...MosqueFields\n    }\n  }\n"): (typeof documents)["\n  query Mosque($slug: String!) {\n    mosque(slug: $slug) {\n      ...MosqueFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MosqueUpdated($slug: String!) {\n    mosqueUpdated(slug: $slug) {\n      ...MosqueFields\n    }\n  }\n"): (typeof documents)["\n  subscription MosqueUpdated($slug: String!) {\n    mosqueUpdated(slug: $slug) {\n      ...MosqueFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FollowedMosque {\n    followedMosque {\n      notify\n      iqamaReminder\n      mosque {\n        ...MosqueFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query FollowedMosque {\n    followedMosque {\n      notify\n      iqamaReminder\n      mosque {\n        ...MosqueFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FollowMosque($slug: String!, $notify: Boolean, $iqamaReminder: Int) {\n    followMosque(slug: $slug, notify: $notify, iqamaReminder: $iqamaReminder) {\n      notify\n      iqamaReminder\n      mosque {\n        ...MosqueFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FollowMosque($slug: String!, $notify: Boolean, $iqamaReminder: Int) {\n    followMosque(slug: $slug, notify: $notify, iqamaReminder: $iqamaReminder) {\n      notify\n      iqamaReminder\n      mosque {\n        ...MosqueFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnfollowMosque {\n    unfollowMosque\n  }\n"): (typeof documents)["\n  mutation UnfollowMosque {\n    unfollowMosque\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportMosque($slug: String!, $reason: String!) {\n    reportMosque(slug: $slug, reason: $reason)\n  }\n"): (typeof documents)["\n  mutation ReportMosque($slug: String!, $reason: String!) {\n    reportMosque(slug: $slug, reason: $reason)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClaimMosque($slug: String!) {\n    claimMosque(slug: $slug) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ClaimMosque($slug: String!) {\n    claimMosque(slug: $slug) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeemMosqueClaim($token: String!) {\n    redeemMosqueClaim(token: $token) {\n      slug\n      adminPath\n      mosque {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RedeemMosqueClaim($token: String!) {\n    redeemMosqueClaim(token: $token) {\n      slug\n      adminPath\n      mosque {\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMosque($input: CreateMosqueInput!) {\n    createMosque(input: $input) {\n      slug\n      adminToken\n      adminPath\n    }\n  }\n"): (typeof documents)["\n  mutation CreateMosque($input: CreateMosqueInput!) {\n    createMosque(input: $input) {\n      slug\n      adminToken\n      adminPath\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MosqueAdmin($slug: String!, $adminToken: String!) {\n    mosqueAdmin(slug: $slug, adminToken: $adminToken) {\n      hidden\n      reports {\n        reason\n        createdAt\n      }\n      mosque {\n        ...MosqueFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MosqueAdmin($slug: String!, $adminToken: String!) {\n    mosqueAdmin(slug: $slug, adminToken: $adminToken) {\n      hidden\n      reports {\n        reason\n        createdAt\n      }\n      mosque {\n        ...MosqueFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMosqueIqama($slug: String!, $adminToken: String!, $changes: [IqamaChangeInput!]!) {\n    setMosqueIqama(slug: $slug, adminToken: $adminToken, changes: $changes) {\n      ...MosqueFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetMosqueIqama($slug: String!, $adminToken: String!, $changes: [IqamaChangeInput!]!) {\n    setMosqueIqama(slug: $slug, adminToken: $adminToken, changes: $changes) {\n      ...MosqueFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMosque($slug: String!, $adminToken: String!, $input: UpdateMosqueInput!) {\n    updateMosque(slug: $slug, adminToken: $adminToken, input: $input) {\n      ...MosqueFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMosque($slug: String!, $adminToken: String!, $input: UpdateMosqueInput!) {\n    updateMosque(slug: $slug, adminToken: $adminToken, input: $input) {\n      ...MosqueFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddMosqueAnnouncement($slug: String!, $adminToken: String!, $text: String!, $startsAt: DateTime, $expiresAt: DateTime) {\n    addMosqueAnnouncement(slug: $slug, adminToken: $adminToken, text: $text, startsAt: $startsAt, expiresAt: $expiresAt) {\n      ...MosqueFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddMosqueAnnouncement($slug: String!, $adminToken: String!, $text: String!, $startsAt: DateTime, $expiresAt: DateTime) {\n    addMosqueAnnouncement(slug: $slug, adminToken: $adminToken, text: $text, startsAt: $startsAt, expiresAt: $expiresAt) {\n      ...MosqueFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMosqueFlash($slug: String!, $adminToken: String!, $text: String!) {\n    setMosqueFlash(slug: $slug, adminToken: $adminToken, text: $text) {\n      ...MosqueFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetMosqueFlash($slug: String!, $adminToken: String!, $text: String!) {\n    setMosqueFlash(slug: $slug, adminToken: $adminToken, text: $text) {\n      ...MosqueFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveMosqueAnnouncement($slug: String!, $adminToken: String!, $id: ID!) {\n    removeMosqueAnnouncement(slug: $slug, adminToken: $adminToken, id: $id) {\n      ...MosqueFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveMosqueAnnouncement($slug: String!, $adminToken: String!, $id: ID!) {\n    removeMosqueAnnouncement(slug: $slug, adminToken: $adminToken, id: $id) {\n      ...MosqueFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplaceMosqueAdminToken($slug: String!, $adminToken: String!) {\n    replaceMosqueAdminToken(slug: $slug, adminToken: $adminToken) {\n      slug\n      adminToken\n      adminPath\n    }\n  }\n"): (typeof documents)["\n  mutation ReplaceMosqueAdminToken($slug: String!, $adminToken: String!) {\n    replaceMosqueAdminToken(slug: $slug, adminToken: $adminToken) {\n      slug\n      adminToken\n      adminPath\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerMosqueReports($slug: String!, $adminToken: String!, $answer: String!) {\n    answerMosqueReports(slug: $slug, adminToken: $adminToken, answer: $answer) {\n      ...MosqueFields\n    }\n  }\n"): (typeof documents)["\n  mutation AnswerMosqueReports($slug: String!, $adminToken: String!, $answer: String!) {\n    answerMosqueReports(slug: $slug, adminToken: $adminToken, answer: $answer) {\n      ...MosqueFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MapTileUrl {\n    mapTileUrl\n  }\n"): (typeof documents)["\n  query MapTileUrl {\n    mapTileUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MosquePinPlace($latitude: Float!, $longitude: Float!, $language: String) {\n    placeName(latitude: $latitude, longitude: $longitude, language: $language) {\n      city\n      country\n      country_code\n      timezone\n    }\n  }\n"): (typeof documents)["\n  query MosquePinPlace($latitude: Float!, $longitude: Float!, $language: String) {\n    placeName(latitude: $latitude, longitude: $longitude, language: $language) {\n      city\n      country\n      country_code\n      timezone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MosquePlaceSearch($text: String!, $language: String) {\n    placeSearch(text: $text, language: $language) {\n      city\n      admin1\n      country\n      country_code\n      latitude\n      longitude\n      timezone\n    }\n  }\n"): (typeof documents)["\n  query MosquePlaceSearch($text: String!, $language: String) {\n    placeSearch(text: $text, language: $language) {\n      city\n      admin1\n      country\n      country_code\n      latitude\n      longitude\n      timezone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PushPublicKey {\n    pushPublicKey\n  }\n"): (typeof documents)["\n  query PushPublicKey {\n    pushPublicKey\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PushDevices {\n    pushDevices {\n      endpoint\n      prayers\n      minutesBefore\n      extras\n      suhoorMinutes\n    }\n  }\n"): (typeof documents)["\n  query PushDevices {\n    pushDevices {\n      endpoint\n      prayers\n      minutesBefore\n      extras\n      suhoorMinutes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePushSubscription($input: PushSubscriptionInput!) {\n    savePushSubscription(input: $input) {\n      endpoint\n      prayers\n      minutesBefore\n      extras\n      suhoorMinutes\n    }\n  }\n"): (typeof documents)["\n  mutation SavePushSubscription($input: PushSubscriptionInput!) {\n    savePushSubscription(input: $input) {\n      endpoint\n      prayers\n      minutesBefore\n      extras\n      suhoorMinutes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePushSubscription($endpoint: String!) {\n    deletePushSubscription(endpoint: $endpoint)\n  }\n"): (typeof documents)["\n  mutation DeletePushSubscription($endpoint: String!) {\n    deletePushSubscription(endpoint: $endpoint)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendTestReminder {\n    sendTestReminder {\n      sent\n      failed\n    }\n  }\n"): (typeof documents)["\n  mutation SendTestReminder {\n    sendTestReminder {\n      sent\n      failed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReflectionFields on Reflection {\n    id\n    date\n    mood\n    goal\n    concern\n  }\n"): (typeof documents)["\n  fragment ReflectionFields on Reflection {\n    id\n    date\n    mood\n    goal\n    concern\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Reflections {\n    reflections {\n      ...ReflectionFields\n    }\n  }\n"): (typeof documents)["\n  query Reflections {\n    reflections {\n      ...ReflectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReflectionStreak {\n    reflectionStreak\n  }\n"): (typeof documents)["\n  query ReflectionStreak {\n    reflectionStreak\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveReflection($date: String!, $mood: Mood!, $goal: Goal!, $concern: Concern!, $idempotencyKey: String) {\n    saveReflection(date: $date, mood: $mood, goal: $goal, concern: $concern, idempotencyKey: $idempotencyKey) {\n      ...ReflectionFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveReflection($date: String!, $mood: Mood!, $goal: Goal!, $concern: Concern!, $idempotencyKey: String) {\n    saveReflection(date: $date, mood: $mood, goal: $goal, concern: $concern, idempotencyKey: $idempotencyKey) {\n      ...ReflectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MailConfigured {\n    mailConfigured\n  }\n"): (typeof documents)["\n  query MailConfigured {\n    mailConfigured\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsersOnline {\n    usersOnline {\n      all\n      private\n      saved\n    }\n  }\n"): (typeof documents)["\n  query UsersOnline {\n    usersOnline {\n      all\n      private\n      saved\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription UsersOnlineChanged {\n    usersOnline {\n      all\n      private\n      saved\n    }\n  }\n"): (typeof documents)["\n  subscription UsersOnlineChanged {\n    usersOnline {\n      all\n      private\n      saved\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLanguage($language: String!) {\n    updateProfile(input: { language: $language }) {\n      id\n      language\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLanguage($language: String!) {\n    updateProfile(input: { language: $language }) {\n      id\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotatePrivateLink {\n    rotatePrivateLink {\n      ...UserFields\n    }\n  }\n"): (typeof documents)["\n  mutation RotatePrivateLink {\n    rotatePrivateLink {\n      ...UserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutOtherDevices {\n    signOutOtherDevices\n  }\n"): (typeof documents)["\n  mutation SignOutOtherDevices {\n    signOutOtherDevices\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccount($confirm: String!) {\n    deleteAccount(confirm: $confirm)\n  }\n"): (typeof documents)["\n  mutation DeleteAccount($confirm: String!) {\n    deleteAccount(confirm: $confirm)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePrayerSettings($prayerSettings: PrayerSettingsInput!) {\n    updateProfile(input: { prayerSettings: $prayerSettings }) {\n      id\n      prayerSettings {\n        ...PrayerSettingsFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePrayerSettings($prayerSettings: PrayerSettingsInput!) {\n    updateProfile(input: { prayerSettings: $prayerSettings }) {\n      id\n      prayerSettings {\n        ...PrayerSettingsFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePrayerSettingsAndPlace($prayerSettings: PrayerSettingsInput!, $location: LocationInput!) {\n    updateProfile(input: { prayerSettings: $prayerSettings, location: $location }) {\n      id\n      location {\n        ...LocationFields\n      }\n      prayerSettings {\n        ...PrayerSettingsFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePrayerSettingsAndPlace($prayerSettings: PrayerSettingsInput!, $location: LocationInput!) {\n    updateProfile(input: { prayerSettings: $prayerSettings, location: $location }) {\n      id\n      location {\n        ...LocationFields\n      }\n      prayerSettings {\n        ...PrayerSettingsFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Stats($from: String!, $to: String!, $ramadanFrom: String!, $ramadanTo: String!, $lastFrom: String!, $lastTo: String!) {\n    prayerHistory(from: $from, to: $to) {\n      today\n      countedDays\n      days {\n        date\n        count\n        onTime\n        excused\n      }\n      prayers {\n        prayer\n        done\n        onTime\n      }\n    }\n    ramadan: fasts(from: $ramadanFrom, to: $ramadanTo) {\n      date\n      status\n    }\n    lastRamadan: fasts(from: $lastFrom, to: $lastTo) {\n      date\n      status\n    }\n    fastSummary {\n      owed\n      madeUp\n    }\n    qadaCounts {\n      fajr\n      dhuhr\n      asr\n      maghrib\n      isha\n    }\n  }\n"): (typeof documents)["\n  query Stats($from: String!, $to: String!, $ramadanFrom: String!, $ramadanTo: String!, $lastFrom: String!, $lastTo: String!) {\n    prayerHistory(from: $from, to: $to) {\n      today\n      countedDays\n      days {\n        date\n        count\n        onTime\n        excused\n      }\n      prayers {\n        prayer\n        done\n        onTime\n      }\n    }\n    ramadan: fasts(from: $ramadanFrom, to: $ramadanTo) {\n      date\n      status\n    }\n    lastRamadan: fasts(from: $lastFrom, to: $lastTo) {\n      date\n      status\n    }\n    fastSummary {\n      owed\n      madeUp\n    }\n    qadaCounts {\n      fajr\n      dhuhr\n      asr\n      maghrib\n      isha\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostCardFields on UmmahPost {\n    id\n    text\n    allowComments\n    heartsCount\n    prayersCount\n    commentsCount\n    createdAt\n    isMine\n    viewerHasHearted\n    viewerHasPrayed\n  }\n"): (typeof documents)["\n  fragment PostCardFields on UmmahPost {\n    id\n    text\n    allowComments\n    heartsCount\n    prayersCount\n    commentsCount\n    createdAt\n    isMine\n    viewerHasHearted\n    viewerHasPrayed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UmmahFeed($sort: PostSort!, $after: String) {\n    ummahPosts(sort: $sort, first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PostCardFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query UmmahFeed($sort: PostSort!, $after: String) {\n    ummahPosts(sort: $sort, first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PostCardFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommentFields on Comment {\n    id\n    postId\n    text\n    parentCommentId\n    heartsCount\n    createdAt\n    isMine\n    viewerHasHearted\n  }\n"): (typeof documents)["\n  fragment CommentFields on Comment {\n    id\n    postId\n    text\n    parentCommentId\n    heartsCount\n    createdAt\n    isMine\n    viewerHasHearted\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostComments($postId: ID!) {\n    comments(postId: $postId) {\n      ...CommentFields\n    }\n  }\n"): (typeof documents)["\n  query PostComments($postId: ID!) {\n    comments(postId: $postId) {\n      ...CommentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddComment($postId: ID!, $text: String!, $parentCommentId: ID, $idempotencyKey: String) {\n    addComment(postId: $postId, text: $text, parentCommentId: $parentCommentId, idempotencyKey: $idempotencyKey) {\n      ...CommentFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddComment($postId: ID!, $text: String!, $parentCommentId: ID, $idempotencyKey: String) {\n    addComment(postId: $postId, text: $text, parentCommentId: $parentCommentId, idempotencyKey: $idempotencyKey) {\n      ...CommentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CommentAdded($postId: ID!) {\n    commentAdded(postId: $postId) {\n      ...CommentFields\n    }\n  }\n"): (typeof documents)["\n  subscription CommentAdded($postId: ID!) {\n    commentAdded(postId: $postId) {\n      ...CommentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CommentCounts($postId: ID!) {\n    commentCounts(postId: $postId) {\n      id\n      heartsCount\n    }\n  }\n"): (typeof documents)["\n  subscription CommentCounts($postId: ID!) {\n    commentCounts(postId: $postId) {\n      id\n      heartsCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePost($text: String!, $allowComments: Boolean!, $idempotencyKey: String) {\n    createPost(text: $text, allowComments: $allowComments, idempotencyKey: $idempotencyKey) {\n      ...PostCardFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePost($text: String!, $allowComments: Boolean!, $idempotencyKey: String) {\n    createPost(text: $text, allowComments: $allowComments, idempotencyKey: $idempotencyKey) {\n      ...PostCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Interact($postId: ID!, $type: InteractionType!, $commentId: ID) {\n    interact(postId: $postId, type: $type, commentId: $commentId) {\n      added\n      post {\n        id\n        heartsCount\n        prayersCount\n        commentsCount\n        viewerHasHearted\n        viewerHasPrayed\n      }\n      comment {\n        id\n        heartsCount\n        viewerHasHearted\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Interact($postId: ID!, $type: InteractionType!, $commentId: ID) {\n    interact(postId: $postId, type: $type, commentId: $commentId) {\n      added\n      post {\n        id\n        heartsCount\n        prayersCount\n        commentsCount\n        viewerHasHearted\n        viewerHasPrayed\n      }\n      comment {\n        id\n        heartsCount\n        viewerHasHearted\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PostCounts($postIds: [ID!]) {\n    postCounts(postIds: $postIds) {\n      id\n      heartsCount\n      prayersCount\n      commentsCount\n    }\n  }\n"): (typeof documents)["\n  subscription PostCounts($postIds: [ID!]) {\n    postCounts(postIds: $postIds) {\n      id\n      heartsCount\n      prayersCount\n      commentsCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PostCreated {\n    postCreated {\n      ...PostCardFields\n    }\n  }\n"): (typeof documents)["\n  subscription PostCreated {\n    postCreated {\n      ...PostCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LocationFields on Location {\n    id\n    name\n    city\n    country\n    country_code\n    latitude\n    longitude\n    timezone\n    elevation\n  }\n"): (typeof documents)["\n  fragment LocationFields on Location {\n    id\n    name\n    city\n    country\n    country_code\n    latitude\n    longitude\n    timezone\n    elevation\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PrayerSettingsFields on PrayerSettings {\n    calc_method\n    madhab\n    high_lat_rule\n    offsets {\n      fajr\n      sunrise\n      dhuhr\n      asr\n      maghrib\n      isha\n    }\n    shafaq\n    hijri_adjustment\n    imsak_minutes\n    params {\n      fajr_angle\n      isha_angle\n      isha_interval\n      maghrib_angle\n      adjustments {\n        fajr\n        sunrise\n        dhuhr\n        asr\n        maghrib\n        isha\n      }\n      seasonal {\n        fajr\n        sunrise\n        dhuhr\n        asr\n        maghrib\n        isha\n      }\n      high_lat_rule\n      rounding\n      label\n      within2_share\n      fitted_latitude\n      fitted_longitude\n    }\n  }\n"): (typeof documents)["\n  fragment PrayerSettingsFields on PrayerSettings {\n    calc_method\n    madhab\n    high_lat_rule\n    offsets {\n      fajr\n      sunrise\n      dhuhr\n      asr\n      maghrib\n      isha\n    }\n    shafaq\n    hijri_adjustment\n    imsak_minutes\n    params {\n      fajr_angle\n      isha_angle\n      isha_interval\n      maghrib_angle\n      adjustments {\n        fajr\n        sunrise\n        dhuhr\n        asr\n        maghrib\n        isha\n      }\n      seasonal {\n        fajr\n        sunrise\n        dhuhr\n        asr\n        maghrib\n        isha\n      }\n      high_lat_rule\n      rounding\n      label\n      within2_share\n      fitted_latitude\n      fitted_longitude\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserFields on User {\n    id\n    linkId\n    isAnonymous\n    email\n    emailVerified\n    createdAt\n    language\n    location {\n      ...LocationFields\n    }\n    prayerSettings {\n      ...PrayerSettingsFields\n    }\n  }\n"): (typeof documents)["\n  fragment UserFields on User {\n    id\n    linkId\n    isAnonymous\n    email\n    emailVerified\n    createdAt\n    language\n    location {\n      ...LocationFields\n    }\n    prayerSettings {\n      ...PrayerSettingsFields\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;