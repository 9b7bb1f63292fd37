// The pages of the Ummah feed, the most frequent read of the app: one SQL statement
// each, sent as Prisma raw queries rather than built by its query compiler per request
// (issue 16: ~20% more feed reads per second). A cursor is the sort key of the page's
// last row; PostgreSQL's row comparison `(a, b, c) < (x, y, z)` is "after it" in an
// all-descending order, and walks the feed's index from there.
import { Prisma, type PrismaClient, type UmmahPost } from '../prisma/generated/client/client.ts';

const COLUMNS = Prisma.sql`id, "userId", text, "allowComments", "heartsCount", "prayersCount", "commentsCount", popularity, "createdAt"`;

/** Popular: (popularity, createdAt, id), all descending. */
export function popularPage(prisma: PrismaClient, after: readonly [number, Date, string] | null, limit: number): Promise<UmmahPost[]> {
  const where = after ? Prisma.sql`WHERE (popularity, "createdAt", id) < (${after[0]}, ${after[1]}, ${after[2]}::uuid)` : Prisma.empty;
  return prisma.$queryRaw<UmmahPost[]>`SELECT ${COLUMNS} FROM "UmmahPost" ${where}
    ORDER BY popularity DESC, "createdAt" DESC, id DESC LIMIT ${limit}`;
}

/** Newest: (createdAt, id), both descending. */
export function newestPage(prisma: PrismaClient, after: readonly [Date, string] | null, limit: number): Promise<UmmahPost[]> {
  const where = after ? Prisma.sql`WHERE ("createdAt", id) < (${after[0]}, ${after[1]}::uuid)` : Prisma.empty;
  return prisma.$queryRaw<UmmahPost[]>`SELECT ${COLUMNS} FROM "UmmahPost" ${where}
    ORDER BY "createdAt" DESC, id DESC LIMIT ${limit}`;
}
