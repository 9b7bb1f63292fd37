// Countries' announced month starts (issue 32, decision 25): anyone may read a
// country's, and open clients get a new one live. Recording one is the
// operator's (POST /api/hijri/announcements with OPERATOR_TOKEN,
// server/http/rest/routes/hijri.ts), not a user's, so it has no mutation here.
import { builder } from './builder.ts';
import { checkCountry, listAnnouncements } from '../domain/hijri/announcements.ts';
import type { HijriAnnouncementEvent } from '../domain/events/events.ts';

const HijriAnnouncement = builder.objectRef<HijriAnnouncementEvent>('HijriAnnouncement').implement({
  description: "A country's announced first day of a Hijri month.",
  extensions: { publicEvent: true },
  fields: (t) => ({
    country: t.exposeString('country', { description: 'ISO 3166-1 alpha-2' }),
    month: t.exposeString('month', { description: "The Hijri month, 'YYYY-MM' (1448-09 is Ramadan 1448)" }),
    start: t.exposeString('start', { description: 'Its first day, YYYY-MM-DD' }),
  }),
});

builder.queryFields((t) => ({
  hijriAnnouncements: t.field({
    type: [HijriAnnouncement],
    description: "A country's announced month starts, oldest first.",
    args: { country: t.arg.string() },
    resolve: (_r, args, ctx) => listAnnouncements(ctx.prisma, args.country),
  }),
}));

builder.subscriptionFields((t) => ({
  hijriAnnounced: t.field({
    type: HijriAnnouncement,
    description: "A new or corrected month start for the country, as the operator records it.",
    args: { country: t.arg.string() },
    subscribe: (_r, args, ctx) => ctx.pubsub.subscribe('hijriAnnounced', checkCountry(args.country)),
    resolve: (event) => event,
  }),
}));
