// What the domain publishes and the live transport delivers (issue 15: the
// schema and the request context depend on these contracts, not on live/).
// Payloads are plain JSON (they cross Redis): dates travel as ISO strings.
import type { PubSub } from 'graphql-yoga';

export interface PostCountsEvent { id: string; heartsCount: number; prayersCount: number; commentsCount: number }
export interface CommentCountsEvent { id: string; postId: string; heartsCount: number }
export interface DuaLikesEvent { id: string; likes: number }
export interface UsersOnlineEvent { all: number; private: number; saved: number }
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
};

export type LivePubSub = PubSub<Channels>;

/** 'Users online' (decisions.md 14), implemented by live/online.ts. */
export interface OnlineTracker {
  touch(userId: string): void;
  count(): Promise<UsersOnlineEvent>;
  /** Recount now and publish if the figures changed. */
  refresh(): Promise<void>;
  stop(): void;
}
