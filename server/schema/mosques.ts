// Mosques (issue 33, decision 26): create, find, follow and report; admin writes
// with the mosque's admin token (never a session); `mosqueUpdated` tells every
// open page, Home and prayer-hall screen of a change, across instances through
// the shared pub/sub. The rules live in server/domain/mosques/; REST runs these
// same fields (server/http/rest/routes/mosques.ts).
import type { Mosque } from '../../prisma/generated/client/client.ts';
import { builder } from './builder.ts';
import { viewerScopes, writeScopes } from '../auth/scopes.ts';
import type { Context } from '../context.ts';
import { notFound } from '../errors.ts';
import { checkInput } from '../domain/validation/fields.ts';
import { announcementInput, answerInput, followInput, iqamaChangeInput, mosqueInput, reportInput } from '../domain/mosques/inputs.ts';
import { administeredForWrite, createMosque, findAdministered, findPublicMosque, iqamaRules, replaceAdminToken, updateMosqueData } from '../domain/mosques/store.ts';
import { applyIqamaChanges } from '../domain/mosques/checks.ts';
import { screenSettings, withFlash } from '../domain/mosques/screen-settings.ts';
import { addAnnouncement, removeAnnouncement, spendFollowerBudget } from '../domain/mosques/announcements.ts';
import { answerReports, openReports, reportMosque } from '../domain/mosques/reports.ts';
import { followMosque, followed, unfollowMosque } from '../domain/mosques/followers.ts';
import { changedToday, queueIqamaNotices } from '../domain/mosques/notify.ts';
import { searchMosques } from '../domain/mosques/search.ts';
import { claimMosque, redeemClaim, type ClaimAnswer } from '../domain/mosques/claims.ts';
import { CreateMosqueInput, IqamaChangeInput, MosqueHitRef, MosqueRef, NewMosqueRef, UpdateMosqueInput } from './mosque-types.ts';

/** Tells every watcher; on HTTP requests it goes out after the response (after-response.ts). */
const published = (ctx: Context, mosque: Mosque): Mosque => {
  ctx.pubsub.publish('mosqueUpdated', mosque.slug, { slug: mosque.slug });
  return mosque;
};

const MosqueReportInfo = builder.objectRef<{ reason: string; createdAt: Date }>('MosqueReport').implement({
  fields: (t) => ({ reason: t.exposeString('reason'), createdAt: t.expose('createdAt', { type: 'DateTime' }) }),
});

const MosqueAdmin = builder.objectRef<Mosque>('MosqueAdmin').implement({
  description: 'What the admin link shows: the mosque (even while hidden) and the unanswered reports.',
  fields: (t) => ({
    mosque: t.field({ type: MosqueRef, resolve: (m) => m }),
    hidden: t.boolean({ resolve: (m) => m.hiddenAt !== null }),
    reports: t.field({ type: [MosqueReportInfo], resolve: (m, _a, ctx) => openReports(ctx.prisma, m.id) }),
  }),
});

const MosqueSearchPage = builder.objectRef<{ hits: unknown[]; more: boolean; offset: number }>('MosqueSearchPage').implement({
  fields: (t) => ({
    results: t.field({ type: [MosqueHitRef], resolve: (p) => p.hits as never }),
    nextOffset: t.int({ nullable: true, description: 'Pass as offset for the next page; null on the last', resolve: (p) => (p.more ? p.offset + p.hits.length : null) }),
  }),
});

const FollowedMosque = builder.objectRef<{ mosque: Mosque; notify: boolean; iqamaReminder: number | null }>('FollowedMosque').implement({
  fields: (t) => ({
    mosque: t.field({ type: MosqueRef, resolve: (f) => f.mosque }),
    notify: t.exposeBoolean('notify'),
    iqamaReminder: t.exposeInt('iqamaReminder', { nullable: true, description: 'Minutes before each iqama for a reminder; null for none' }),
  }),
});

const MosqueClaimStatus = builder.enumType('MosqueClaimStatus', {
  values: {
    mailed: { description: 'A link went to the address OpenStreetMap lists for the mosque (never shown)' },
    pending: { description: "No listed address: the app's operator settles the claim (npm run mosques:claims)" },
  } as const,
});

const MosqueClaimRef = builder.objectRef<ClaimAnswer>('MosqueClaimResult').implement({
  description: "What a claim did, in words for the claimant; it never holds the mosque's e-mail address.",
  fields: (t) => ({
    status: t.field({ type: MosqueClaimStatus, resolve: (c) => c.status }),
    message: t.exposeString('message'),
  }),
});

const NearInput = builder.inputType('NearInput', { fields: (t) => ({ latitude: t.float(), longitude: t.float() }) });

builder.queryFields((t) => ({
  mapTileUrl: t.string({
    description: "The map tiles' URL template ({z}/{x}/{y}) for placing a new mosque's pin (MAP_TILE_URL).",
    resolve: (_root, _args, ctx) => ctx.mapTileUrl,
  }),
  mosque: t.prismaField({
    type: 'Mosque',
    nullable: true,
    description: 'A public mosque by slug; null when unknown or hidden while reports are unanswered.',
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_q, _r, { slug }, ctx) => findPublicMosque(ctx.prisma, slug),
  }),
  mosques: t.field({
    type: MosqueSearchPage,
    description: 'Search by name or city, and/or near a place (then nearest first, with distanceKm).',
    args: {
      q: t.arg.string({ required: false }),
      near: t.arg({ type: NearInput, required: false }),
      limit: t.arg.int({ required: false }),
      offset: t.arg.int({ required: false }),
    },
    resolve: async (_r, args, ctx) => ({ ...(await searchMosques(ctx.prisma, args)), offset: args.offset ?? 0 }),
  }),
  mosqueAdmin: t.field({
    type: MosqueAdmin,
    args: { slug: t.arg.string({ required: true }), adminToken: t.arg.string({ required: true }) },
    resolve: (_r, { slug, adminToken }, ctx) => findAdministered(ctx.prisma, slug, adminToken),
  }),
  followedMosque: t.withAuth(viewerScopes()).field({
    type: FollowedMosque,
    nullable: true,
    description: "The mosque whose times the viewer follows, if any.",
    resolve: (_r, _a, ctx) => followed(ctx.prisma, ctx.viewer.userId),
  }),
}));

builder.mutationFields((t) => ({
  createMosque: t.withAuth(writeScopes()).field({
    type: NewMosqueRef,
    args: { input: t.arg({ type: CreateMosqueInput, required: true }) },
    resolve: (_r, { input }, ctx) => createMosque(ctx, ctx.viewer.userId, checkInput(mosqueInput, input)),
  }),
  updateMosque: t.field({
    type: MosqueRef,
    args: { slug: t.arg.string({ required: true }), adminToken: t.arg.string({ required: true, description: "The mosque's admin token (its admin link's fragment)" }), input: t.arg({ type: UpdateMosqueInput, required: true }) },
    resolve: async (_r, { slug, adminToken, input }, ctx) => {
      const mosque = await administeredForWrite(ctx, slug, adminToken);
      const updated = await ctx.prisma.mosque.update({ where: { id: mosque.id }, data: await updateMosqueData(mosque, input) });
      return published(ctx, updated);
    },
  }),
  setMosqueIqama: t.field({
    type: MosqueRef,
    description: "Changes iqama rules; opted-in followers get a Web Push with today's new time (one per prayer a day). Shares the announcements' 10 an hour.",
    args: { slug: t.arg.string({ required: true }), adminToken: t.arg.string({ required: true, description: "The mosque's admin token (its admin link's fragment)" }), changes: t.arg({ type: [IqamaChangeInput], required: true }) },
    resolve: async (_r, { slug, adminToken, changes }, ctx) => {
      const mosque = await administeredForWrite(ctx, slug, adminToken);
      const checked = changes.map((change) => checkInput(iqamaChangeInput, change));
      const iqama = applyIqamaChanges(iqamaRules(mosque), checked);
      // Followers hear of iqama changes: they share the announcements' hourly budget (issue 40).
      await spendFollowerBudget(ctx.limiter, mosque);
      const updated = await ctx.prisma.mosque.update({ where: { id: mosque.id }, data: { iqama: iqama as object[], updatedAt: new Date() } });
      const now = new Date();
      await queueIqamaNotices(ctx.prisma, updated, changedToday(mosque, updated, now), now);
      return published(ctx, updated);
    },
  }),
  addMosqueAnnouncement: t.field({
    type: MosqueRef,
    args: {
      slug: t.arg.string({ required: true }),
      adminToken: t.arg.string({ required: true, description: "The mosque's admin token (its admin link's fragment)" }),
      text: t.arg.string({ required: true }),
      startsAt: t.arg({ type: 'DateTime', required: false, description: 'Shown from then on (at once when not given)' }),
      expiresAt: t.arg({ type: 'DateTime', required: false }),
    },
    resolve: async (_r, { slug, adminToken, text, startsAt, expiresAt }, ctx) => {
      const mosque = await administeredForWrite(ctx, slug, adminToken);
      await addAnnouncement(ctx.prisma, ctx.limiter, mosque, checkInput(announcementInput, { text }).text, expiresAt, new Date(), startsAt ?? null);
      return published(ctx, await touch(ctx, mosque));
    },
  }),
  setMosqueFlash: t.field({
    type: MosqueRef,
    description: 'The flash message on every prayer-hall screen of the mosque, at once, until replaced; blank clears it. Counts as an admin write; followers get no notice.',
    args: {
      slug: t.arg.string({ required: true }),
      adminToken: t.arg.string({ required: true, description: "The mosque's admin token (its admin link's fragment)" }),
      text: t.arg.string({ required: true }),
    },
    resolve: async (_r, { slug, adminToken, text }, ctx) => {
      const mosque = await administeredForWrite(ctx, slug, adminToken);
      const screen = withFlash(screenSettings(mosque), text, new Date());
      return published(ctx, await ctx.prisma.mosque.update({ where: { id: mosque.id }, data: { screen: screen as object, updatedAt: new Date() } }));
    },
  }),
  removeMosqueAnnouncement: t.field({
    type: MosqueRef,
    args: { slug: t.arg.string({ required: true }), adminToken: t.arg.string({ required: true, description: "The mosque's admin token (its admin link's fragment)" }), id: t.arg.id({ required: true }) },
    resolve: async (_r, { slug, adminToken, id }, ctx) => {
      const mosque = await administeredForWrite(ctx, slug, adminToken);
      await removeAnnouncement(ctx.prisma, mosque, id);
      return published(ctx, await touch(ctx, mosque));
    },
  }),
  replaceMosqueAdminToken: t.field({
    type: NewMosqueRef,
    description: 'A new admin link; the old one stops working at once.',
    args: { slug: t.arg.string({ required: true }), adminToken: t.arg.string({ required: true, description: "The mosque's admin token (its admin link's fragment)" }) },
    resolve: async (_r, { slug, adminToken }, ctx) => replaceAdminToken(ctx.prisma, await administeredForWrite(ctx, slug, adminToken)),
  }),
  answerMosqueReports: t.field({
    type: MosqueRef,
    description: 'Settles the reports so far and shows a hidden mosque again, with this answer on its page.',
    args: { slug: t.arg.string({ required: true }), adminToken: t.arg.string({ required: true, description: "The mosque's admin token (its admin link's fragment)" }), answer: t.arg.string({ required: true }) },
    resolve: async (_r, { slug, adminToken, answer }, ctx) => {
      const mosque = await administeredForWrite(ctx, slug, adminToken);
      return published(ctx, await answerReports(ctx.prisma, mosque, checkInput(answerInput, { answer }).answer));
    },
  }),
  claimMosque: t.withAuth(writeScopes()).field({
    type: MosqueClaimRef,
    description:
      "'This is my mosque' on an unclaimed mosque: mails the address OpenStreetMap lists for it a single-use admin link (7 days), else waits for the operator. 3 a day per user, 20 a day per address, 1 open claim per mosque.",
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_r, { slug }, ctx) => claimMosque(ctx, { userId: ctx.viewer.userId, ip: ctx.ip }, slug),
  }),
  redeemMosqueClaim: t.field({
    type: NewMosqueRef,
    description: "The claim mail's token (its link's fragment), once, within 7 days: the mosque's admin link, shown this once.",
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_r, { token }, ctx) => {
      const claimed = await redeemClaim(ctx.prisma, token);
      published(ctx, claimed.mosque);
      return claimed;
    },
  }),
  reportMosque: t.withAuth(writeScopes()).boolean({
    description: 'Reports a mosque with a reason (at most 10 a day). True when this report hid it: that takes 3 reporters with a confirmed e-mail, not all from one network.',
    args: { slug: t.arg.string({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: async (_r, { slug, reason }, ctx) => {
      const hid = await reportMosque(ctx.prisma, ctx.limiter, slug, { userId: ctx.viewer.userId, ip: ctx.ip }, checkInput(reportInput, { reason }).reason);
      // Open pages and prayer-hall screens learn at once that it is hidden (their next event is NOT_FOUND).
      if (hid) ctx.pubsub.publish('mosqueUpdated', slug, { slug });
      return hid;
    },
  }),
  followMosque: t.withAuth(writeScopes()).field({
    type: FollowedMosque,
    description: "Makes the mosque the viewer's source of times (replacing any other).",
    args: {
      slug: t.arg.string({ required: true }),
      notify: t.arg.boolean({ required: false, description: 'A Web Push when the mosque changes an iqama' }),
      iqamaReminder: t.arg.int({ required: false, description: 'Remind this many minutes (0-60) before each iqama' }),
    },
    resolve: async (_r, args, ctx) => {
      const { slug, notify, iqamaReminder } = checkInput(followInput, args);
      const mosque = await followMosque(ctx.prisma, ctx.viewer.userId, slug, notify, iqamaReminder);
      await ctx.push.replan(ctx.viewer.userId);
      return { mosque, notify, iqamaReminder };
    },
  }),
  unfollowMosque: t.withAuth(writeScopes()).boolean({
    description: "Back to the viewer's own settings. False when no mosque was followed.",
    resolve: async (_r, _a, ctx) => {
      const was = await unfollowMosque(ctx.prisma, ctx.viewer.userId);
      if (was) await ctx.push.replan(ctx.viewer.userId);
      return was;
    },
  }),
}));

/** Announcements live in their own table: the mosque's updatedAt says the page changed. */
const touch = (ctx: Context, mosque: Mosque) => ctx.prisma.mosque.update({ where: { id: mosque.id }, data: { updatedAt: new Date() } });

builder.subscriptionField('mosqueUpdated', (t) =>
  t.prismaField({
    type: 'Mosque',
    description: 'The mosque again whenever its admin changes it (iqama, Jumuah, announcements, profile).',
    args: { slug: t.arg.string({ required: true }) },
    // A hidden mosque is not public (issue 40 item 9): no new subscription, and an open one
    // gets NOT_FOUND instead of the mosque's data for as long as it stays hidden.
    subscribe: async (_r, { slug }, ctx) => {
      if (!(await findPublicMosque(ctx.prisma, slug))) throw notFound('Mosque');
      return ctx.pubsub.subscribe('mosqueUpdated', slug);
    },
    resolve: async (query, event, { slug }, ctx) => {
      const mosque = await rowForEvent(event, query, () => ctx.prisma.mosque.findFirst({ ...query, where: { slug, hiddenAt: null } }));
      if (!mosque) throw notFound('Mosque');
      return mosque;
    },
  }),
);

/**
 * One load of the mosque per write event and selection (issue 40 item 6): the pub/sub hands
 * every subscriber the same event object, so subscribers who are not one shared stream
 * (different documents) still read the row once. The row is the same for every viewer.
 */
const rowsByEvent = new WeakMap<object, Map<string, Promise<Mosque | null>>>();
function rowForEvent(event: object, query: object, load: () => Promise<Mosque | null>): Promise<Mosque | null> {
  let rows = rowsByEvent.get(event);
  if (!rows) rowsByEvent.set(event, (rows = new Map()));
  const key = JSON.stringify(query);
  let row = rows.get(key);
  if (!row) rows.set(key, (row = load()));
  return row;
}
