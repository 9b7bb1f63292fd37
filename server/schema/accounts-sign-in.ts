// Getting into a space: creating an anonymous one, or opening its private link; either signs
// this browser in (spec sections 3, 4; decisions.md 1-2).
import { builder } from './builder.ts';
import { LocationInput } from './users-types.ts';
import { locationInput } from '../domain/users/inputs.ts';
import { checkInput } from '../domain/validation/fields.ts';
import { conflict, isUniqueViolation, notFound } from '../errors.ts';
import { signIn } from '../auth/session.ts';
import { newLinkId } from '../auth/tokens.ts';
import { campaignInput, checkLinkId } from '../domain/accounts/inputs.ts';
import { openPrivateLink } from '../domain/accounts/private-link.ts';
import { CAMPAIGN_KEYS, type CampaignKey } from '@prayer-companion/common';
import { addressKey } from '../security/address-key.ts';

const UtmParamsInput = builder.inputType('UtmParamsInput', {
  fields: (t) => Object.fromEntries(CAMPAIGN_KEYS.map((k) => [k, t.string({ required: false })])) as Record<
    CampaignKey,
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

/** Unknown private links one address may try per window (LINK_MISS_RATE_LIMIT). */
const LINK_MISS_WINDOW_SECONDS = 600;
const LINK_MISS_MESSAGE = 'Too many unknown links. Please wait and try again.';

builder.mutationFields((t) => ({
  createAnonymousUser: t.prismaField({
    type: 'User',
    args: { input: t.arg({ type: AnonymousUserInput, required: false }) },
    resolve: async (query, _root, { input }, ctx) => {
      await ctx.limiter.consume(`signup:${addressKey(ctx.ip)}`, ctx.signupRateLimit, 600);
      const linkId = input?.linkId != null ? checkLinkId(input.linkId) : newLinkId();
      const location = input?.location ? checkInput(locationInput, input.location) : undefined;
      const utmParams = input?.utm_params ? checkInput(campaignInput, input.utm_params) : undefined;
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
      const misses = `link-miss:${addressKey(ctx.ip)}`;
      await ctx.limiter.check(misses, ctx.linkMissRateLimit, LINK_MISS_WINDOW_SECONDS, LINK_MISS_MESSAGE);
      // Looked up and signed in under the user's row lock, which a rotation takes too (private-link.ts).
      const userId = await openPrivateLink(ctx, linkId, (tx, id) => signIn(ctx, id, tx));
      if (!userId) {
        await ctx.limiter.consume(misses, ctx.linkMissRateLimit, LINK_MISS_WINDOW_SECONDS, LINK_MISS_MESSAGE);
        throw notFound('Private space');
      }
      ctx.online.touch(userId);
      return ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: userId } });
    },
  }),
}));
