// Every message id the screens may ask for: the keys of the text files (texts/, one per area;
// packages/common/src/catalogFiles.ts says which key goes in which). A new text file is listed
// here once; catalogs.test.ts fails if one is missing.
import type accounts from './texts/accounts.json';
import type analytics from './texts/analytics.json';
import type app from './texts/app.json';
import type authority from './texts/authority.json';
import type calendar from './texts/calendar.json';
import type comments from './texts/comments.json';
import type common from './texts/common.json';
import type dates from './texts/dates.json';
import type duas from './texts/duas.json';
import type email from './texts/email.json';
import type geo from './texts/geo.json';
import type guidance from './texts/guidance.json';
import type hall from './texts/hall.json';
import type high from './texts/high.json';
import type hijri from './texts/hijri.json';
import type home from './texts/home.json';
import type identity from './texts/identity.json';
import type islamic from './texts/islamic.json';
import type ledger from './texts/ledger.json';
import type location from './texts/location.json';
import type madhab from './texts/madhab.json';
import type match from './texts/match.json';
import type method from './texts/method.json';
import type more from './texts/more.json';
import type mosque from './texts/mosque.json';
import type nav from './texts/nav.json';
import type night from './texts/night.json';
import type offline from './texts/offline.json';
import type places from './texts/places.json';
import type prayer from './texts/prayer.json';
import type qibla from './texts/qibla.json';
import type ramadan from './texts/ramadan.json';
import type reflect from './texts/reflect.json';
import type reminders from './texts/reminders.json';
import type report from './texts/report.json';
import type rough from './texts/rough.json';
import type screen from './texts/screen.json';
import type server from './texts/server.json';
import type settings from './texts/settings.json';
import type stats from './texts/stats.json';
import type status from './texts/status.json';
import type time from './texts/time.json';
import type timetable from './texts/timetable.json';
import type travel from './texts/travel.json';
import type ummah from './texts/ummah.json';
import type why from './texts/why.json';

export type MessageId =
  | keyof typeof accounts
  | keyof typeof analytics
  | keyof typeof app
  | keyof typeof authority
  | keyof typeof calendar
  | keyof typeof comments
  | keyof typeof common
  | keyof typeof dates
  | keyof typeof duas
  | keyof typeof email
  | keyof typeof geo
  | keyof typeof guidance
  | keyof typeof hall
  | keyof typeof high
  | keyof typeof hijri
  | keyof typeof home
  | keyof typeof identity
  | keyof typeof islamic
  | keyof typeof ledger
  | keyof typeof location
  | keyof typeof madhab
  | keyof typeof match
  | keyof typeof method
  | keyof typeof more
  | keyof typeof mosque
  | keyof typeof nav
  | keyof typeof night
  | keyof typeof offline
  | keyof typeof places
  | keyof typeof prayer
  | keyof typeof qibla
  | keyof typeof ramadan
  | keyof typeof reflect
  | keyof typeof reminders
  | keyof typeof report
  | keyof typeof rough
  | keyof typeof screen
  | keyof typeof server
  | keyof typeof settings
  | keyof typeof stats
  | keyof typeof status
  | keyof typeof time
  | keyof typeof timetable
  | keyof typeof travel
  | keyof typeof ummah
  | keyof typeof why;
