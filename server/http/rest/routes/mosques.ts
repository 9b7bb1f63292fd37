// Mosques (issue 33): create, read, search, admin writes with
// `Authorization: Bearer <adminToken>`, reports, and following (docs/rest.md).
// Each route runs the GraphQL field of the same name (server/schema/mosques.ts).
import { z } from 'zod';
import { RestError, badRequest } from '../errors.ts';
import { bool, body, int, list, num, object, optional, str } from '../payload.ts';
import { requireSelfWrite } from '../guards.ts';
import { del, get, post, put } from '../route.ts';
import { announcementFields, answerFields, followFields, mosqueFields, reportFields, timesSourceFields } from '../../../domain/mosques/inputs.ts';
import type { IncomingMessage } from 'node:http';
import type { SiteOrigin } from '../../../security/public-origin.ts';
import { MOSQUE, bearerToken, restMosque, type MosqueData } from './mosque-fields.ts';

const ADMIN_ARGS = '$slug: String!, $adminToken: String!';
const PRAYERS = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;

/** The spec's snake_case name of the country, in the same place among the fields. */
const snakeCountry = <S extends Record<string, z.ZodType>>(shape: S) =>
  Object.fromEntries(Object.entries(shape).map(([key, field]) => [key === 'countryCode' ? 'country_code' : key, field])) as Omit<S, 'countryCode'> & {
    country_code: S['countryCode'];
  };

const createPayload = body(snakeCountry(mosqueFields));

const profilePayload = body({
  name: optional(str()),
  city: optional(str()),
  country_code: optional(str()),
  latitude: optional(num()),
  longitude: optional(num()),
  timezone: optional(str()),
  language: optional(str()),
  jumuah: optional(list(str(), 10)),
  eid: optional(list(object({ date: str(), time: str() }), 10)),
  ...timesSourceFields,
});

const rule = object({ fixed: optional(str()), after: optional(int(0, 120)), roundUp5: optional(bool()) });
/** {"isha": {"fixed": "20:15"}, "maghrib": {"after": 5}, "from"?, "to"?}; null removes that prayer's rule for the range. */
const iqamaPayload = body({
  ...Object.fromEntries(PRAYERS.map((p) => [p, rule.nullable().optional()])) as Record<(typeof PRAYERS)[number], z.ZodOptional<z.ZodNullable<typeof rule>>>,
  from: optional(str()),
  to: optional(str()),
});

function parseNear(raw: string | null): { latitude: number; longitude: number } | null {
  if (raw === null) return null;
  const m = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(raw);
  if (!m) throw badRequest('`near` must be latitude,longitude');
  return { latitude: Number(m[1]), longitude: Number(m[2]) };
}

function intParam(query: URLSearchParams, name: string, max: number): number | null {
  const raw = query.get(name);
  if (raw === null) return null;
  if (!/^\d{1,4}$/.test(raw) || Number(raw) > max) throw badRequest(`\`${name}\` must be a whole number from 0 to ${max}`);
  return Number(raw);
}

type Site = Pick<SiteOrigin, 'originOf'>;

/** The admin link on the site's origin, by the calendar feed's rule (PUBLIC_URL, else the checked Host; https only as TRUST_PROXY allows). */
const newMosqueReply = (site: Site, req: IncomingMessage, n: { slug: string; adminToken: string; adminPath: string }) => ({
  slug: n.slug,
  adminToken: n.adminToken,
  adminUrl: `${site.originOf(req)}${n.adminPath}`,
});

// `site`: the origin in front of the admin link (issue 40 item 9: it used to trust any X-Forwarded-Proto and ignore PUBLIC_URL).
export const mosqueRoutes = (site: Site) => [
  post('/api/mosques', createPayload, async (ctx) => {
    const { country_code: countryCode, ...rest } = ctx.body;
    const data = await ctx.gql<{ createMosque: { slug: string; adminToken: string; adminPath: string } }>(
      'mutation($input: CreateMosqueInput!) { createMosque(input: $input) { slug adminToken adminPath } }',
      { input: { ...rest, countryCode } },
    );
    return { status: 201, body: newMosqueReply(site, ctx.req, data.createMosque) };
  }),

  get('/api/mosques', async (ctx) => {
    const near = parseNear(ctx.query.get('near'));
    const q = ctx.query.get('q');
    const limit = intParam(ctx.query, 'limit', 50);
    const offset = intParam(ctx.query, 'offset', 1000);
    const data = await ctx.gql<{ mosques: { results: unknown[]; nextOffset: number | null } }>(
      `query($q: String, $near: NearInput, $limit: Int, $offset: Int) {
        mosques(q: $q, near: $near, limit: $limit, offset: $offset) {
          results { slug name city countryCode latitude longitude distanceKm unclaimed attribution } nextOffset } }`,
      { q, near, limit, offset },
    );
    const { results, nextOffset } = data.mosques;
    const headers: Record<string, string> = nextOffset === null ? {} : { 'x-next-offset': String(nextOffset) };
    return { body: results, headers };
  }),

  get('/api/mosques/:slug', async (ctx) => {
    const data = await ctx.gql<{ mosque: MosqueData | null }>(`query($slug: String!) { mosque(slug: $slug) { ${MOSQUE} } }`, { slug: ctx.param('slug') });
    if (!data.mosque) throw new RestError('NOT_FOUND', 'Mosque not found');
    return { body: restMosque(data.mosque) };
  }),

  put('/api/mosques/:slug', profilePayload, async (ctx) => {
    const adminToken = bearerToken(ctx.req);
    const { country_code: countryCode, ...rest } = ctx.body;
    const data = await ctx.gql<{ updateMosque: MosqueData }>(
      `mutation(${ADMIN_ARGS}, $input: UpdateMosqueInput!) { updateMosque(slug: $slug, adminToken: $adminToken, input: $input) { ${MOSQUE} } }`,
      { slug: ctx.param('slug'), adminToken, input: { ...rest, ...(countryCode ? { countryCode } : {}) } },
    );
    return { body: restMosque(data.updateMosque) };
  }),

  put('/api/mosques/:slug/iqama', iqamaPayload, async (ctx) => {
    const adminToken = bearerToken(ctx.req);
    const { from, to, ...prayers } = ctx.body;
    const changes = Object.entries(prayers).map(([prayer, r]) => ({ prayer, from, to, ...(r ? r : { remove: true }) }));
    if (!changes.length) throw badRequest('Give at least one prayer, e.g. {"isha": {"fixed": "20:15"}}');
    const data = await ctx.gql<{ setMosqueIqama: MosqueData }>(
      `mutation(${ADMIN_ARGS}, $changes: [IqamaChangeInput!]!) { setMosqueIqama(slug: $slug, adminToken: $adminToken, changes: $changes) { ${MOSQUE} } }`,
      { slug: ctx.param('slug'), adminToken, changes },
    );
    return { body: restMosque(data.setMosqueIqama) };
  }),

  post('/api/mosques/:slug/announcements', body(announcementFields), async (ctx) => {
    const adminToken = bearerToken(ctx.req);
    const data = await ctx.gql<{ addMosqueAnnouncement: MosqueData }>(
      `mutation(${ADMIN_ARGS}, $text: String!, $expiresAt: DateTime) { addMosqueAnnouncement(slug: $slug, adminToken: $adminToken, text: $text, expiresAt: $expiresAt) { ${MOSQUE} } }`,
      { slug: ctx.param('slug'), adminToken, text: ctx.body.text, expiresAt: ctx.body.expiresAt ?? null },
    );
    return { status: 201, body: restMosque(data.addMosqueAnnouncement) };
  }),

  post('/api/mosques/:slug/admin-token', body({}), async (ctx) => {
    const adminToken = bearerToken(ctx.req);
    const data = await ctx.gql<{ replaceMosqueAdminToken: { slug: string; adminToken: string; adminPath: string } }>(
      `mutation(${ADMIN_ARGS}) { replaceMosqueAdminToken(slug: $slug, adminToken: $adminToken) { slug adminToken adminPath } }`,
      { slug: ctx.param('slug'), adminToken },
    );
    return { status: 201, body: newMosqueReply(site, ctx.req, data.replaceMosqueAdminToken) };
  }),

  // 'This is my mosque' (issue 44 item 4): 202, the mail (if any) goes out after the answer; the answer never holds the address.
  post('/api/mosques/:slug/claims', body({}), async (ctx) => {
    const data = await ctx.gql<{ claimMosque: { status: string; message: string } }>('mutation($slug: String!) { claimMosque(slug: $slug) { status message } }', {
      slug: ctx.param('slug'),
    });
    return { status: 202, body: data.claimMosque };
  }),

  // The claim mail's page posts its token here (same origin, JSON): the admin link, once.
  post('/api/mosque-claims/redeem', body({ token: str() }), async (ctx) => {
    const data = await ctx.gql<{ redeemMosqueClaim: { slug: string; adminToken: string; adminPath: string } }>(
      'mutation($token: String!) { redeemMosqueClaim(token: $token) { slug adminToken adminPath } }',
      { token: ctx.body.token },
    );
    return { status: 201, body: newMosqueReply(site, ctx.req, data.redeemMosqueClaim) };
  }),

  post('/api/mosques/:slug/reports', body(reportFields), async (ctx) => {
    const data = await ctx.gql<{ reportMosque: boolean }>('mutation($slug: String!, $reason: String!) { reportMosque(slug: $slug, reason: $reason) }', {
      slug: ctx.param('slug'),
      reason: ctx.body.reason,
    });
    return { status: 201, body: { ok: true, hidden: data.reportMosque } };
  }),

  post('/api/mosques/:slug/report-answer', body(answerFields), async (ctx) => {
    const adminToken = bearerToken(ctx.req);
    const data = await ctx.gql<{ answerMosqueReports: MosqueData }>(
      `mutation(${ADMIN_ARGS}, $answer: String!) { answerMosqueReports(slug: $slug, adminToken: $adminToken, answer: $answer) { ${MOSQUE} } }`,
      { slug: ctx.param('slug'), adminToken, answer: ctx.body.answer },
    );
    return { body: restMosque(data.answerMosqueReports) };
  }),

  post('/api/users/:id/mosque', body(followFields), async (ctx) => {
    await requireSelfWrite(ctx, ctx.param('id'));
    const data = await ctx.gql<{ followMosque: { notify: boolean; iqamaReminder: number | null; mosque: MosqueData } }>(
      `mutation($slug: String!, $notify: Boolean, $iqamaReminder: Int) {
        followMosque(slug: $slug, notify: $notify, iqamaReminder: $iqamaReminder) { notify iqamaReminder mosque { ${MOSQUE} } } }`,
      { slug: ctx.body.slug, notify: ctx.body.notify ?? null, iqamaReminder: ctx.body.iqamaReminder ?? null },
    );
    const { notify, iqamaReminder, mosque } = data.followMosque;
    return { body: { notify, iqamaReminder, mosque: restMosque(mosque) } };
  }),

  del('/api/users/:id/mosque', body({}), async (ctx) => {
    await requireSelfWrite(ctx, ctx.param('id'));
    const data = await ctx.gql<{ unfollowMosque: boolean }>('mutation { unfollowMosque }');
    return { body: { ok: true, wasFollowing: data.unfollowMosque } };
  }),
];
