// Changing the viewer's own record: place, prayer settings and language, and connecting an
// e-mail address (spec section 7; decisions.md 22).
import { builder } from './builder.ts';
import { log } from '../ops/log.ts';
import { LocationInput, PrayerSettingsInput, type LocationShape, type PrayerSettingsShape } from './users-types.ts';
import { languageInput, locationInput, prayerSettingsInput } from '../domain/users/inputs.ts';
import { checkInput } from '../domain/validation/fields.ts';
import { withActiveLocation } from '../domain/places/store.ts';
import { badInput } from '../errors.ts';
import { startVerification } from '../domain/accounts/email-flows.ts';
import { writeScopes } from '../auth/scopes.ts';
import { emailInput } from '../domain/accounts/inputs.ts';
import { LANGUAGE_CODES, type LanguageCode } from '@prayer-companion/common';

const ProfileInput = builder.inputType('ProfileInput', {
  fields: (t) => ({
    location: t.field({ type: LocationInput, required: false }),
    prayerSettings: t.field({ type: PrayerSettingsInput, required: false }),
    language: t.string({ required: false, description: `One of ${LANGUAGE_CODES.join(', ')}.` }),
  }),
});

builder.mutationFields((t) => ({
  updateProfile: t.withAuth(writeScopes()).prismaField({
    type: 'User',
    args: { input: t.arg({ type: ProfileInput }) },
    resolve: async (query, _root, { input }, ctx) => {
      const { userId } = ctx.viewer;
      const data: { location?: LocationShape; prayerSettings?: PrayerSettingsShape; language?: LanguageCode } = {};
      if (input.location) data.location = checkInput(locationInput, input.location);
      if (input.prayerSettings) data.prayerSettings = checkInput(prayerSettingsInput, input.prayerSettings);
      if (typeof input.language === 'string') data.language = checkInput(languageInput, input.language);
      if (!data.location && !data.prayerSettings && !data.language) throw badInput('Nothing to update: give location, prayerSettings or language');
      const write = (prisma: Pick<typeof ctx.prisma, 'user'>) => prisma.user.update({ ...query, where: { id: userId }, data: data as object });
      // A new place moves the active saved place with it, in the same transaction (issue 43).
      const user = data.location ? await withActiveLocation(ctx.prisma, userId, data.location, write) : await write(ctx.prisma);
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
      await startVerification(ctx, userId, checkInput(emailInput, args).email, ctx.ip);
      return ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: userId } });
    },
  }),
}));
