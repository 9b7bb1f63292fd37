// A mosque in the API (issue 33): its public profile, its days (adhan and iqama,
// computed by the engine the client runs too), what its admin sees, and search
// results. Every type here is built from the mosque alone, the same for every
// viewer, so `publicEvent` lets all the screens watching one mosque share one
// execution of each update (live/shared-streams.ts).
import type { Mosque } from '../../prisma/generated/client/client.ts';
import type { TimetableRow } from '@prayer-companion/engine/fit';
import type { MosqueDay } from '@prayer-companion/engine/mosqueDay';
import { builder } from './builder.ts';
import { PrayerSettings, type PrayerSettingsShape } from './users-types.ts';
import { dayOf, mosqueToday } from '../domain/mosques/day.ts';
import { monthOf } from '../domain/mosques/month.ts';
import { iqamaRules } from '../domain/mosques/store.ts';
import { ANNOUNCEMENTS_SHOWN } from '../domain/mosques/announcements.ts';
import type { EidPrayer } from '../domain/mosques/checks.ts';
import type { MosqueHit } from '../domain/mosques/search.ts';
import { OSM_ATTRIBUTION } from '../domain/mosques/osm-import.ts';
import type { IqamaRule as IqamaRuleShape } from '@prayer-companion/engine/mosqueDay';
import { badInput } from '../errors.ts';
import { checkDate } from '../domain/validation/input-checks.ts';
import type { ScreenSettings } from '@prayer-companion/common';
import { screenSettings } from '../domain/mosques/screen-settings.ts';

const publicEvent = { publicEvent: true };
const FIVE = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;
const SIX = ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;

const DayTimes = builder.objectRef<MosqueDay['times']>('MosqueAdhanTimes').implement({
  extensions: publicEvent,
  description: "Adhan times (and sunrise), 'HH:MM' at the mosque.",
  fields: (t) => Object.fromEntries(SIX.map((k) => [k, t.exposeString(k)])) as Record<(typeof SIX)[number], ReturnType<typeof t.exposeString>>,
});

const DayIqama = builder.objectRef<MosqueDay['iqama']>('MosqueIqamaTimes').implement({
  extensions: publicEvent,
  description: "Iqama times, 'HH:MM' at the mosque; null where the mosque has no rule that day.",
  fields: (t) =>
    Object.fromEntries(FIVE.map((k) => [k, t.string({ nullable: true, resolve: (d) => d[k] })])) as Record<(typeof FIVE)[number], ReturnType<typeof t.string>>,
});

export const MosqueDayRef = builder.objectRef<MosqueDay>('MosqueDay').implement({
  extensions: publicEvent,
  fields: (t) => ({
    date: t.exposeString('date'),
    times: t.field({ type: DayTimes, resolve: (d) => d.times }),
    iqama: t.field({ type: DayIqama, resolve: (d) => d.iqama }),
    fromTable: t.exposeBoolean('fromTable', { description: "Whether the adhan times are the mosque's published table's own" }),
  }),
});

const IqamaRule = builder.objectRef<IqamaRuleShape>('IqamaRule').implement({
  extensions: publicEvent,
  description: 'A fixed time, or minutes after adhan (optionally rounded up to 5), for an optional date range.',
  fields: (t) => ({
    prayer: t.exposeString('prayer'),
    fixed: t.string({ nullable: true, resolve: (r) => r.fixed ?? null }),
    after: t.int({ nullable: true, resolve: (r) => r.after ?? null }),
    roundUp5: t.boolean({ resolve: (r) => r.roundUp5 === true }),
    from: t.string({ nullable: true, resolve: (r) => r.from ?? null }),
    to: t.string({ nullable: true, resolve: (r) => r.to ?? null }),
  }),
});

const EidPrayerRef = builder.objectRef<EidPrayer>('EidPrayer').implement({
  extensions: publicEvent,
  fields: (t) => ({ date: t.exposeString('date'), time: t.exposeString('time') }),
});

const TableRow = builder.objectRef<TimetableRow>('MosqueTableRow').implement({
  extensions: publicEvent,
  description: "A day of the mosque's published timetable, kept because settings do not reproduce it to the minute.",
  fields: (t) => ({
    date: t.exposeString('date'),
    fajr: t.exposeString('fajr'),
    sunrise: t.string({ nullable: true, resolve: (r) => r.sunrise ?? null }),
    dhuhr: t.exposeString('dhuhr'),
    asr: t.exposeString('asr'),
    maghrib: t.exposeString('maghrib'),
    isha: t.exposeString('isha'),
  }),
});

builder.prismaObject('MosqueAnnouncement', {
  extensions: publicEvent,
  fields: (t) => ({
    id: t.exposeID('id'),
    text: t.exposeString('text'),
    startsAt: t.expose('startsAt', { type: 'DateTime', nullable: true, description: 'Shown from then on; null: at once' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const MINUTES = ['adhanMinutes', 'prayerMinutes', 'adhkarMinutes', 'jumuahMinutes', 'standbyAfterIsha', 'standbyBeforeFajr'] as const;

const ScreenSettingsRef = builder.objectRef<ScreenSettings>('MosqueScreenSettings').implement({
  extensions: publicEvent,
  description: "The prayer-hall screen's settings (server/domain/mosques/screen-settings.ts): its phases' minutes, night standby, layout and flash message.",
  fields: (t) => ({
    ...(Object.fromEntries(MINUTES.map((k) => [k, t.exposeInt(k)])) as Record<(typeof MINUTES)[number], ReturnType<typeof t.exposeInt>>),
    standby: t.exposeBoolean('standby', { description: 'Dim at night, from Isha + standbyAfterIsha to Fajr - standbyBeforeFajr' }),
    orientation: t.exposeString('orientation', { description: 'auto, landscape or portrait' }),
    largeFont: t.exposeBoolean('largeFont'),
    highContrast: t.exposeBoolean('highContrast'),
    flash: t.exposeString('flash', { nullable: true }),
    flashAt: t.exposeString('flashAt', { nullable: true }),
  }),
});

export const MosqueScreenInput = builder.inputType('MosqueScreenInput', {
  description: 'The prayer-hall screen settings to change; the ones not given stay.',
  fields: (t) => ({
    adhanMinutes: t.int({ required: false }),
    prayerMinutes: t.int({ required: false }),
    adhkarMinutes: t.int({ required: false }),
    jumuahMinutes: t.int({ required: false }),
    standbyAfterIsha: t.int({ required: false }),
    standbyBeforeFajr: t.int({ required: false }),
    standby: t.boolean({ required: false }),
    orientation: t.string({ required: false }),
    largeFont: t.boolean({ required: false }),
    highContrast: t.boolean({ required: false }),
  }),
});

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const MosqueRef = builder.prismaObject('Mosque', {
  extensions: publicEvent,
  fields: (t) => ({
    slug: t.exposeString('slug'),
    name: t.exposeString('name'),
    city: t.exposeString('city'),
    countryCode: t.exposeString('countryCode'),
    latitude: t.exposeFloat('latitude'),
    longitude: t.exposeFloat('longitude'),
    timezone: t.exposeString('timezone'),
    language: t.exposeString('language', { description: "The prayer-hall screen's language" }),
    prayerSettings: t.field({ type: PrayerSettings, resolve: (m) => m.prayerSettings as unknown as PrayerSettingsShape }),
    timetable: t.field({
      type: [TableRow],
      nullable: true,
      resolve: (m) => (Array.isArray(m.timetable) ? (m.timetable as unknown as TimetableRow[]) : null),
    }),
    iqamaRules: t.field({ type: [IqamaRule], resolve: (m) => iqamaRules(m) }),
    jumuah: t.exposeStringList('jumuah', { description: "Jumu'ah times (khutbah and prayer), 'HH:MM'" }),
    eid: t.field({ type: [EidPrayerRef], resolve: (m) => (Array.isArray(m.eid) ? (m.eid as unknown as EidPrayer[]) : []) }),
    announcements: t.relation('announcements', {
      description: 'The current ones and those still to start (startsAt), newest first',
      query: () => ({
        // Still to start ones too: a screen left on shows them when their day comes.
        where: { OR: [{ expiresAt: null }, { expiresAt: { gt: new Date() } }] },
        orderBy: { createdAt: 'desc' as const },
        take: ANNOUNCEMENTS_SHOWN,
      }),
    }),
    reportAnswer: t.exposeString('reportAnswer', { nullable: true }),
    screen: t.field({ type: ScreenSettingsRef, description: "The prayer-hall screen's settings and flash message", resolve: (m) => screenSettings(m) }),
    unclaimed: t.boolean({ description: 'Listed from OpenStreetMap and not administered by anyone yet', resolve: (m) => m.adminTokenHash === null }),
    osmId: t.exposeString('osmId', { nullable: true, description: "Its OpenStreetMap id ('node/123', 'way/456') when imported from there" }),
    attribution: t.string({ nullable: true, description: "The data's source to credit ('© OpenStreetMap contributors', ODbL) when imported", resolve: (m) => (m.osmId ? OSM_ATTRIBUTION : null) }),
    nameAr: t.exposeString('nameAr', { nullable: true }),
    address: t.exposeString('address', { nullable: true }),
    website: t.exposeString('website', { nullable: true }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    today: t.field({ type: MosqueDayRef, description: "Today's times at the mosque", resolve: (m) => dayOf(m, mosqueToday(m, new Date())) }),
    day: t.field({
      type: MosqueDayRef,
      args: { date: t.arg.string({ required: true }) },
      resolve: (m, { date }) => dayOf(m, checkDate(date)),
    }),
    month: t.field({
      type: [MosqueDayRef],
      description: "Every day of a month ('YYYY-MM'), for the timetable",
      args: { month: t.arg.string({ required: true }) },
      // One per operation (server/http/one-month.ts), computed once per version of the mosque (month.ts).
      resolve: (m, { month }) => {
        if (!MONTH.test(month)) throw badInput('month must be YYYY-MM', 'month');
        return [...monthOf(m, month)];
      },
    }),
  }),
});

export const MosqueHitRef = builder.objectRef<MosqueHit>('MosqueHit').implement({
  fields: (t) => ({
    slug: t.exposeString('slug'),
    name: t.exposeString('name'),
    city: t.exposeString('city'),
    countryCode: t.exposeString('countryCode'),
    latitude: t.exposeFloat('latitude'),
    longitude: t.exposeFloat('longitude'),
    distanceKm: t.exposeFloat('distanceKm', { nullable: true, description: 'From `near`, along the Earth; null without it' }),
    unclaimed: t.exposeBoolean('unclaimed', { description: 'Listed from OpenStreetMap and not administered by anyone yet' }),
    attribution: t.string({ nullable: true, description: "'© OpenStreetMap contributors' (ODbL) when imported from there", resolve: (h) => (h.osmId ? OSM_ATTRIBUTION : null) }),
  }),
});

export interface NewMosqueShape {
  mosque: Mosque;
  adminToken: string;
  adminPath: string;
}

export const NewMosqueRef = builder.objectRef<NewMosqueShape>('NewMosque').implement({
  description: 'The admin token and link are shown this once: only their hash is kept.',
  fields: (t) => ({
    slug: t.string({ resolve: (n) => n.mosque.slug }),
    adminToken: t.exposeString('adminToken'),
    adminPath: t.exposeString('adminPath', { description: "'/m/<slug>/admin#<token>' on this server's origin" }),
    mosque: t.field({ type: MosqueRef, resolve: (n) => n.mosque }),
  }),
});

export const IqamaChangeInput = builder.inputType('IqamaChangeInput', {
  description: 'Replaces the rule of this prayer and date range (or removes it with remove: true).',
  fields: (t) => ({
    prayer: t.string(),
    fixed: t.string({ required: false }),
    after: t.int({ required: false }),
    roundUp5: t.boolean({ required: false }),
    from: t.string({ required: false }),
    to: t.string({ required: false }),
    remove: t.boolean({ required: false }),
  }),
});

export const CreateMosqueInput = builder.inputType('CreateMosqueInput', {
  fields: (t) => ({
    name: t.string(),
    city: t.string(),
    countryCode: t.string(),
    latitude: t.float(),
    longitude: t.float(),
    timezone: t.string(),
    language: t.string({ required: false }),
    method: t.string({ required: false, description: 'A calculation method or authority preset' }),
    madhab: t.string({ required: false }),
    timetable: t.string({ required: false, description: "The mosque's published timetable, pasted (CSV or text)" }),
  }),
});

export const EidPrayerInput = builder.inputType('EidPrayerInput', { fields: (t) => ({ date: t.string(), time: t.string() }) });

export const UpdateMosqueInput = builder.inputType('UpdateMosqueInput', {
  fields: (t) => ({
    name: t.string({ required: false }),
    city: t.string({ required: false }),
    countryCode: t.string({ required: false }),
    latitude: t.float({ required: false }),
    longitude: t.float({ required: false }),
    timezone: t.string({ required: false }),
    language: t.string({ required: false }),
    jumuah: t.stringList({ required: false }),
    eid: t.field({ type: [EidPrayerInput], required: false }),
    screen: t.field({ type: MosqueScreenInput, required: false, description: "The prayer-hall screen's settings" }),
    method: t.string({ required: false, description: 'A calculation method or authority preset' }),
    madhab: t.string({ required: false }),
    timetable: t.string({ required: false, description: "The mosque's published timetable, pasted (CSV or text)" }),
  }),
});
