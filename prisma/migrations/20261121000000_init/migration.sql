-- Initial schema: every model of prisma/schema.prisma, written as `prisma migrate dev` would.

-- CreateTable
CREATE TABLE "User" (
    "id" UUID NOT NULL,
    "linkId" TEXT NOT NULL,
    "email" TEXT,
    "isAnonymous" BOOLEAN NOT NULL DEFAULT true,
    "location" JSONB,
    "prayerSettings" JSONB,
    "utmParams" JSONB,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Session" (
    "id" UUID NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "userId" UUID NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "Session_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PrayerCompletion" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "date" CHAR(10) NOT NULL,
    "prayer" TEXT NOT NULL,
    "onTime" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PrayerCompletion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UmmahPost" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "text" TEXT NOT NULL,
    "allowComments" BOOLEAN NOT NULL DEFAULT true,
    "heartsCount" INTEGER NOT NULL DEFAULT 0,
    "prayersCount" INTEGER NOT NULL DEFAULT 0,
    "commentsCount" INTEGER NOT NULL DEFAULT 0,
    "popularity" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "UmmahPost_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Comment" (
    "id" UUID NOT NULL,
    "postId" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "parentCommentId" UUID,
    "text" TEXT NOT NULL,
    "heartsCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Comment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PostInteraction" (
    "userId" UUID NOT NULL,
    "postId" UUID NOT NULL,
    "type" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PostInteraction_pkey" PRIMARY KEY ("userId","postId","type")
);

-- CreateTable
CREATE TABLE "CommentHeart" (
    "userId" UUID NOT NULL,
    "commentId" UUID NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "CommentHeart_pkey" PRIMARY KEY ("userId","commentId")
);

-- CreateTable
CREATE TABLE "Dua" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "text" TEXT NOT NULL,
    "transliteration" TEXT,
    "translation" TEXT,
    "source" TEXT,
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "likes" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Dua_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DuaLike" (
    "userId" UUID NOT NULL,
    "duaId" UUID NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "DuaLike_pkey" PRIMARY KEY ("userId","duaId")
);

-- CreateTable
CREATE TABLE "Reflection" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "date" CHAR(10) NOT NULL,
    "mood" TEXT NOT NULL,
    "goal" TEXT NOT NULL,
    "concern" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Reflection_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AnalyticsEvent" (
    "id" BIGSERIAL NOT NULL,
    "userId" UUID,
    "name" TEXT NOT NULL,
    "props" JSONB NOT NULL DEFAULT '{}',
    "utmParams" JSONB,
    "occurredAt" TIMESTAMPTZ(3) NOT NULL,
    "receivedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "AnalyticsEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "User_linkId_key" ON "User"("linkId");
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");
CREATE INDEX "User_lastSeenAt_idx" ON "User"("lastSeenAt");
CREATE UNIQUE INDEX "Session_tokenHash_key" ON "Session"("tokenHash");
CREATE INDEX "Session_userId_idx" ON "Session"("userId");
CREATE UNIQUE INDEX "PrayerCompletion_userId_date_prayer_key" ON "PrayerCompletion"("userId", "date", "prayer");
CREATE INDEX "UmmahPost_createdAt_id_idx" ON "UmmahPost"("createdAt" DESC, "id" DESC);
CREATE INDEX "UmmahPost_popularity_createdAt_id_idx" ON "UmmahPost"("popularity" DESC, "createdAt" DESC, "id" DESC);
CREATE INDEX "Comment_postId_createdAt_idx" ON "Comment"("postId", "createdAt");
CREATE INDEX "PostInteraction_postId_idx" ON "PostInteraction"("postId");
CREATE INDEX "CommentHeart_commentId_idx" ON "CommentHeart"("commentId");
CREATE INDEX "Dua_createdAt_id_idx" ON "Dua"("createdAt" DESC, "id" DESC);
CREATE INDEX "DuaLike_duaId_createdAt_idx" ON "DuaLike"("duaId", "createdAt");
CREATE UNIQUE INDEX "Reflection_userId_date_key" ON "Reflection"("userId", "date");
CREATE INDEX "AnalyticsEvent_name_occurredAt_idx" ON "AnalyticsEvent"("name", "occurredAt");
CREATE INDEX "AnalyticsEvent_userId_occurredAt_idx" ON "AnalyticsEvent"("userId", "occurredAt");

-- AddForeignKey
ALTER TABLE "Session" ADD CONSTRAINT "Session_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "PrayerCompletion" ADD CONSTRAINT "PrayerCompletion_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "UmmahPost" ADD CONSTRAINT "UmmahPost_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Comment" ADD CONSTRAINT "Comment_postId_fkey" FOREIGN KEY ("postId") REFERENCES "UmmahPost"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Comment" ADD CONSTRAINT "Comment_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Comment" ADD CONSTRAINT "Comment_parentCommentId_fkey" FOREIGN KEY ("parentCommentId") REFERENCES "Comment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "PostInteraction" ADD CONSTRAINT "PostInteraction_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "PostInteraction" ADD CONSTRAINT "PostInteraction_postId_fkey" FOREIGN KEY ("postId") REFERENCES "UmmahPost"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "CommentHeart" ADD CONSTRAINT "CommentHeart_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "CommentHeart" ADD CONSTRAINT "CommentHeart_commentId_fkey" FOREIGN KEY ("commentId") REFERENCES "Comment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Dua" ADD CONSTRAINT "Dua_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "DuaLike" ADD CONSTRAINT "DuaLike_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "DuaLike" ADD CONSTRAINT "DuaLike_duaId_fkey" FOREIGN KEY ("duaId") REFERENCES "Dua"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Reflection" ADD CONSTRAINT "Reflection_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "AnalyticsEvent" ADD CONSTRAINT "AnalyticsEvent_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Checks the database enforces beyond the Prisma schema: values that must never be stored.
ALTER TABLE "PrayerCompletion" ADD CONSTRAINT "PrayerCompletion_prayer_check" CHECK ("prayer" IN ('fajr','dhuhr','asr','maghrib','isha'));
ALTER TABLE "PostInteraction" ADD CONSTRAINT "PostInteraction_type_check" CHECK ("type" IN ('heart','prayer'));
ALTER TABLE "UmmahPost" ADD CONSTRAINT "UmmahPost_counts_check" CHECK ("heartsCount" >= 0 AND "prayersCount" >= 0 AND "commentsCount" >= 0);
ALTER TABLE "Dua" ADD CONSTRAINT "Dua_likes_check" CHECK ("likes" >= 0);
