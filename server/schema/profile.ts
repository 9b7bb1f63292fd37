// Changing the viewer's own record: place, prayer settings and language, and connecting an
// e-mail address (spec section 7; decisions.md 22).
import { builder } from './builder.ts';
import { log } from '../ops/log.ts';
import { LocationInput, PrayerSettingsInput, type LocationShape, type PrayerSettingsShape } from './profile-types.ts';
import { locationInput, prayerSettingsInput } from '../domain/profile/inputs.ts';
import { checkInput } from '../domain/validation/fields.ts';
import { badInput } from '../errors.ts';
import { startVerification } from '../domain/accounts/email-flows.ts';
import { writeScopes } from '../auth/scopes.ts';
import { checkCleanText } from '../domain/validation/input-checks.ts';
import { isLanguageCode, LANGUAGE_CODES, type LanguageCode } from '@prayer-companion/common';

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

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

export function checkEmail(raw: string): string {
  const email = checkCleanText(raw, 'email').trim().toLowerCase();
  if (email.length > 254 || !EMAIL.test(email)) throw badInput('Please enter a valid e-mail address', 'email');
  return email;
}

builder.mutationFields((t) => ({
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
}));
