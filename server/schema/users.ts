// Users: the viewer's own record, anonymous creation, private links, profile,
// e-mail and logout (spec sections 3, 4, 7; decisions.md 1-4).
import { builder } from './builder.ts';
import { log } from '../ops/log.ts';
import { Location, LocationInput, PrayerSettings, PrayerSettingsInput, type LocationShape, type PrayerSettingsShape } from './profile-types.ts';
import { locationInput, prayerSettingsInput } from '../domain/profile/inputs.ts';
import { checkInput } from '../domain/validation/fields.ts';
import { badInput, conflict, isUniqueViolation, notFound } from '../errors.ts';
import { startVerification } from '../domain/accounts/email-flows.ts';
import { writeScopes } from '../auth/scopes.ts';
import { signIn, signOut } from '../auth/session.ts';
import { LINK_ID_PATTERN, newLinkId } from '../auth/tokens.ts';
import { checkCleanText, checkId } from '../domain/validation/input-checks.ts';
import { withoutControls } from '../domain/validation/clean-text.ts';
import { isLanguageCode, LANGUAGE_CODES, type LanguageCode } from '../i18n/languages.ts';

export const User = builder.prismaObject('User', {
  fields: (t) => ({
    id: t.exposeID('id'),
    linkId: t.exposeString('linkId'),
    isAnonymous: t.exposeBoolean('isAnonymous'),
    email: t.string({
      nullable: true,
      description: 'The address last connected: pending until its confirmation link is opened (see emailVerified).',
      resolve: (user) => user.pendingEmail ?? user.email,
    }),
    emailVerified: t.boolean({
      description: 'Whether `email` is confirmed (decisions.md 22); false while it is pending, or when there is none.',
      resolve: (user) => user.pendingEmail === null && user.email !== null,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    location: t.field({
      type: Location,
      nullable: true,
      resolve: (user) => (user.location as LocationShape | null) ?? null,
    }),
    language: t.exposeString('language', {
      nullable: true,
      description: "The app's language (en, ar, ur, id, ms, tr, fr, bn); null until the user chooses one.",
    }),
    prayerSettings: t.field({
      type: PrayerSettings,
      nullable: true,
      resolve: (user) => {
        const settings = user.prayerSettings as PrayerSettingsShape | null;
        return settings && typeof settings === 'object' && settings.calc_method ? settings : null;
      },
    }),
  }),
});

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'fbclid'] as const;

const UtmParamsInput = builder.inputType('UtmParamsInput', {
  fields: (t) => Object.fromEntries(UTM_KEYS.map((k) => [k, t.string({ required: false })])) as Record<
    (typeof UTM_KEYS)[number],
    ReturnType<typeof t.string>
  >,
});

const AnonymousUserInput = builder.inputType('AnonymousUserInput', {
  fields: (t) => ({
    linkId: t.string({ required: false }),
    location: t.field({ type: LocationInput, required: false }),
    utm_params: t.field({ type: UtmParamsInput, required: false }),
  }),
});

const ProfileInput = builder.inputType('ProfileInput', {
  fields: (t) => ({
    location: t.field({ type: LocationInput, required: false }),
    prayerSettings: t.field({ type: PrayerSettingsInput, required: false }),
    language: t.string({ required: false, description: 'One of en, ar, ur, id, ms, tr, fr, bn.' }),
  }),
});

function checkLanguage(value: string): LanguageCode {
  if (!isLanguageCode(value)) throw badInput(`The language must be one of ${LANGUAGE_CODES.join(', ')}`, 'language');
  return value;
}

function checkLinkId(linkId: string): string {
  if (!LINK_ID_PATTERN.test(linkId)) throw badInput('A private link id is 20 to 64 letters, digits or hyphens', 'linkId');
  return linkId;
}

function checkUtm(params: Partial<Record<(typeof UTM_KEYS)[number], string | null>> | null | undefined) {
  const kept: Record<string, string> = {};
  for (const key of UTM_KEYS) {
    const value = params?.[key];
    if (value === null || value === undefined) continue;
    // Stored without control characters: the operator's report prints them (issue 28 point 7).
    const text = withoutControls(checkCleanText(value, key)).trim();
    if (text.length > 200) throw badInput('Campaign parameters are at most 200 characters', key);
    if (text) kept[key] = text;
  }
  return Object.keys(kept).length ? kept : undefined;
}

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

export function checkEmail(raw: string): string {
  const email = checkCleanText(raw, 'email').trim().toLowerCase();
  if (email.length > 254 || !EMAIL.test(email)) throw badInput('Please enter a valid e-mail address', 'email');
  return email;
}

builder.queryFields((t) => ({
  me: t.prismaField({
    type: 'User',
    nullable: true,
    resolve: (query, _root, _args, ctx) =>
      ctx.viewer ? ctx.prisma.user.findUnique({ ...query, where: { id: ctx.viewer.userId } }) : null,
  }),
  user: t.prismaField({
    type: 'User',
    args: { id: t.arg.id() },
    resolve: async (query, _root, args, ctx) => {
      // Someone else's record does not exist as far as this viewer knows (decisions.md 3).
      const id = checkId(args.id, 'User');
      if (!ctx.viewer || ctx.viewer.userId !== id) throw notFound('User');
      return ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
}));

/** Unknown private links one address may try per window (LINK_MISS_RATE_LIMIT). */
const LINK_MISS_WINDOW_SECONDS = 600;
const LINK_MISS_MESSAGE = 'Too many unknown links. Please wait and try again.';

builder.mutationFields((t) => ({
  createAnonymousUser: t.prismaField({
    type: 'User',
    args: { input: t.arg({ type: AnonymousUserInput, required: false }) },
    resolve: async (query, _root, { input }, ctx) => {
      await ctx.limiter.consume(`signup:${ctx.ip}`, ctx.signupRateLimit, 600);
      const linkId = input?.linkId != null ? checkLinkId(input.linkId) : newLinkId();
      const location = input?.location ? checkInput(locationInput, input.location) : undefined;
      const utmParams = checkUtm(input?.utm_params);
      let user;
      try {
        user = await ctx.prisma.user.create({ data: { linkId, location: location as object | undefined, utmParams } });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('This link id is already taken. Please try again.');
        throw error;
      }
      await signIn(ctx, user.id);
      ctx.online.arrived(user.id);
      return ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: user.id } });
    },
  }),
  openPrivateLink: t.prismaField({
    type: 'User',
    args: { linkId: t.arg.string() },
    resolve: async (query, _root, args, ctx) => {
      const linkId = checkLinkId(args.linkId);
      // Guessing links must stay hopeless: an address past its limit of unknown links is
      // refused before the look-up, for every link, so a guess that hits is not told apart.
      const misses = `link-miss:${ctx.ip}`;
      await ctx.limiter.check(misses, ctx.linkMissRateLimit, LINK_MISS_WINDOW_SECONDS, LINK_MISS_MESSAGE);
      const user = await ctx.prisma.user.findUnique({ where: { linkId }, select: { id: true } });
      if (!user) {
        await ctx.limiter.consume(misses, ctx.linkMissRateLimit, LINK_MISS_WINDOW_SECONDS, LINK_MISS_MESSAGE);
        throw notFound('Private space');
      }
      await signIn(ctx, user.id);
      ctx.online.touch(user.id);
      return ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: user.id } });
    },
  }),
  updateProfile: t.withAuth(writeScopes()).prismaField({
    type: 'User',
    args: { input: t.arg({ type: ProfileInput }) },
    resolve: async (query, _root, { input }, ctx) => {
      const { userId } = ctx.viewer;
      const data: { location?: LocationShape; prayerSettings?: PrayerSettingsShape; language?: LanguageCode } = {};
      if (input.location) data.location = checkInput(locationInput, input.location);
      if (input.prayerSettings) data.prayerSettings = checkInput(prayerSettingsInput, input.prayerSettings);
      if (typeof input.language === 'string') data.language = checkLanguage(input.language);
      if (!data.location && !data.prayerSettings && !data.language) throw badInput('Nothing to update: give location, prayerSettings or language');
      const user = await ctx.prisma.user.update({ ...query, where: { id: userId }, data: data as object });
      // New place, settings or language: reminders are planned again from them (issue 17).
      await ctx.push.replan(userId).catch((error: unknown) => log('warn', 'replanning reminders failed', { error: String(error) }));
      return user;
    },
  }),
  connectEmail: t.withAuth(writeScopes()).prismaField({
    type: 'User',
    description: 'Starts verification: the address stays pending (blocking no one) until the mailed link is opened.',
    args: { email: t.arg.string() },
    resolve: async (query, _root, args, ctx) => {
      const { userId } = ctx.viewer;
      await startVerification(ctx, userId, checkEmail(args.email), ctx.ip);
      return ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: userId } });
    },
  }),
  logout: t.boolean({
    resolve: async (_root, _args, ctx) => {
      await signOut(ctx);
      return true;
    },
  }),
}));
