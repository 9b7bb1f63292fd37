// The account's own flows (issue 31, decisions.md 22-23): signing out, confirming an
// e-mail, signing in by e-mail, a new private link, signing out other devices, the data
// export and deletion. The work is in server/domain/accounts/; these fields only
// check who asks and pass on.
import { builder } from './builder.ts';
import type { Context } from '../context.ts';
import { viewerScopes, writeScopes } from '../auth/scopes.ts';
import { signIn, signOut } from '../auth/session.ts';
import { User } from './users.ts';
import { DELETE_CONFIRMATION, deleteInput, emailInput } from '../domain/accounts/inputs.ts';
import { checkInput } from '../domain/validation/fields.ts';
import { confirmEmail, requestSignIn, signInByEmailToken } from '../domain/accounts/email-flows.ts';
import { rotatePrivateLink } from '../domain/accounts/private-link.ts';
import { endSessions } from '../domain/accounts/sessions.ts';
import { completionsCsv, exportUserData } from '../domain/accounts/export-data.ts';
import { deleteAccount } from '../domain/accounts/delete-account.ts';
import { holdsData } from '../domain/accounts/holds-data.ts';

/** What 'Delete my account' must be given, typed by the user. */

builder.objectField(User, 'holdsData', (t) =>
  t.boolean({
    description: 'Whether the space holds an e-mail, completions, reflections or community posts: the client asks before switching away from it.',
    resolve: (user, _args, ctx) => holdsData(ctx.prisma, user.id),
  }),
);

builder.queryFields((t) => ({
  mailConfigured: t.boolean({
    description: 'Whether this server sends mail (SMTP_URL); without it, links are only written to its log.',
    resolve: (_root, _args, ctx) => ctx.mail.configured,
  }),
  myDataExport: t.withAuth(viewerScopes()).string({
    description: "Everything that is the viewer's, as one JSON document (no tokens or keys).",
    resolve: async (_root, _args, ctx) => JSON.stringify(await exportUserData(ctx.prisma, ctx.viewer.userId), null, 2),
  }),
  myCompletionsCsv: t.withAuth(viewerScopes()).string({
    description: "The viewer's prayer completions as CSV.",
    resolve: (_root, _args, ctx) => completionsCsv(ctx.prisma, ctx.viewer.userId),
  }),
}));

builder.mutationFields((t) => ({
  // Signing this browser out. First, so that the Mutation type keeps its field order
  // (after users' sign-in and profile fields, before the account's flows below).
  logout: t.boolean({
    resolve: async (_root, _args, ctx) => {
      await signOut(ctx);
      return true;
    },
  }),
  confirmEmail: t.prismaField({
    type: 'User',
    description:
      "Opens a confirmation link (in any browser): the pending address becomes the space's. This browser is signed in to it unless it holds another space with data, which it keeps (the client then asks).",
    args: { token: t.arg.string() },
    resolve: async (query, _root, args, ctx) => {
      const userId = await confirmEmail(ctx, args.token);
      // Issue 40 item 3: a link is never a silent switch out of a space that holds data.
      const held = ctx.viewer?.userId;
      if (held !== userId && (!held || !(await holdsData(ctx.prisma, held)))) await signIn(ctx, userId);
      return ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: userId } });
    },
  }),
  requestEmailSignIn: t.boolean({
    description: 'Mails a sign-in link if the address belongs to a space. The answer is true either way (no enumeration).',
    args: { email: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      await requestSignIn(ctx, checkInput(emailInput, args).email, ctx.ip);
      return true;
    },
  }),
  signInWithEmailLink: t.prismaField({
    type: 'User',
    description: 'Opens a sign-in link: this browser gets a new session in that space.',
    args: { token: t.arg.string() },
    resolve: async (query, _root, args, ctx) => {
      const userId = await signInByEmailToken(ctx, args.token);
      await signIn(ctx, userId);
      return ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: userId } });
    },
  }),
  rotatePrivateLink: t.withAuth(writeScopes()).prismaField({
    type: 'User',
    description: 'A new private link: the old one is 404 at once, and every other device is signed out.',
    resolve: async (query, _root, _args, ctx) => {
      await rotatePrivateLink(ctx, ctx.viewer.userId, ctx.viewer.sessionId);
      return ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: ctx.viewer.userId } });
    },
  }),
  signOutOtherDevices: t.withAuth(writeScopes()).int({
    description: 'Ends every session of the viewer but this one; returns how many ended.',
    resolve: (_root, _args, ctx) => endSessions(ctx.prisma, ctx.pubsub, ctx.viewer.userId, ctx.viewer.sessionId),
  }),
  deleteAccount: t.withAuth(writeScopes()).boolean({
    description: `Deletes the viewer and everything that is theirs. \`confirm\` must be "${DELETE_CONFIRMATION}".`,
    args: { confirm: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      checkInput(deleteInput, args);
      await deleteAccount(ctx, ctx.viewer.userId);
      await ctx.cookies.clear();
      (ctx as Context).viewer = null;
      return true;
    },
  }),
}));
