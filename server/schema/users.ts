// Users: the viewer's own record and reading it (spec sections 3, 4, 7; decisions.md 1-4).
// Getting into a space is in accounts-sign-in.ts, changing it in users-update.ts, the account's other
// flows (e-mail sign-in, a new link, signing out, export, deletion) in accounts.ts.
import { builder } from './builder.ts';
import { Location, PrayerSettings, type LocationShape, type PrayerSettingsShape } from './users-types.ts';
import { notFound } from '../errors.ts';
import { checkId } from '../domain/validation/input-checks.ts';
import { LANGUAGE_CODES } from '@prayer-companion/common';

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
      description: `The app's language (${LANGUAGE_CODES.join(', ')}); null until the user chooses one.`,
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
