// What the domain publishes and the live transport delivers (issue 15: the
// schema and the request context depend on these contracts, not on live/).
// Payloads are plain JSON (they cross Redis): dates travel as ISO strings.

/** `version` orders a post's count events (UmmahPost.countsVersion): the newest wins (live/coalesce.ts). */
export interface PostCountsEvent { id: string; heartsCount: number; prayersCount: number; commentsCount: number; version: number }
export interface CommentCountsEvent { id: string; postId: string; heartsCount: number }
export interface DuaLikesEvent { id: string; likes: number }
export interface UsersOnlineEvent { all: number; private: number; saved: number }
/** Sessions that were ended (logout, sign-out-others, new link, deletion): their sockets close on every instance. */
export interface SessionsEndedEvent { sessionIds: string[] }
/** A country's announced first day of a Hijri month (issue 32). */
export interface HijriAnnouncementEvent { country: string; month: string; start: string }
/** A mosque changed (iqama, Jumu'ah, announcements, profile): subscribers load it again. */
export interface MosqueUpdatedEvent { slug: string }
/** A new row, by id: subscribers load it with their own viewer's permissions. */
export interface CreatedEvent { id: string }

export type Channels = {
  postCounts: [PostCountsEvent];
  postCreated: [CreatedEvent];
  commentAdded: [postId: string, CreatedEvent];
  commentCounts: [postId: string, CommentCountsEvent];
  duaLikes: [DuaLikesEvent];
  duaCreated: [CreatedEvent];
  usersOnline: [UsersOnlineEvent];
  sessionsEnded: [SessionsEndedEvent];
  hijriAnnounced: [country: string, HijriAnnouncementEvent];
  mosqueUpdated: [slug: string, MosqueUpdatedEvent];
};

/** A channel's payload: the last element of its publish arguments. */
export type EventOf<K extends keyof Channels> = Channels[K] extends [string, infer P] ? P : Channels[K][0];
/** A channel with an id (commentAdded, commentCounts) is subscribed to per id. */
export type TopicId<K extends keyof Channels> = Channels[K] extends [string, unknown] ? [id: string] : [];

export interface LivePubSub {
  publish<K extends keyof Channels>(key: K, ...args: Channels[K]): void;
  subscribe<K extends keyof Channels>(key: K, ...id: TopicId<K>): AsyncIterable<EventOf<K>>;
  /** Only the events `keep` accepts are queued (postCounts for some posts). */
  subscribeWhere<K extends keyof Channels>(keep: (event: EventOf<K>) => boolean, key: K, ...id: TopicId<K>): AsyncIterable<EventOf<K>>;
  /** How many subscribers this instance has on a topic now (for the tests and the bench). */
  subscribers<K extends keyof Channels>(key: K, ...id: TopicId<K>): number;
}

/** 'Users online' (decisions.md 14), implemented by live/online.ts. */
export interface OnlineTracker {
  touch(userId: string): void;
  /**
   * A user just created (their lastSeenAt is the row's own `now()`): counted as seen
   * without a second write, which a request's answer would not wait for.
   */
  arrived(userId: string): void;
  count(): Promise<UsersOnlineEvent>;
  /** Recount now and publish if the figures changed. */
  refresh(): Promise<void>;
  stop(): void;
}
