// Limits on what anyone may add (issue 33), on the shared rate-limit machinery
// (server/security/rate-limit.ts: Redis when configured, so every instance counts together).
// Per address per day: MOSQUE_RATE_LIMIT (10 by default, server/config.ts); per mosque,
// admin writes: MOSQUE_ADMIN_RATE_LIMIT a minute (30 by default).
export const MOSQUES_PER_USER_PER_DAY = 3;
/** Announcements and iqama changes (which push a notice to followers) per mosque an hour, together (issue 40). */
export const ANNOUNCEMENTS_PER_HOUR = 10;
export const DAY_SECONDS = 86_400;
/** The window of a mosque's admin writes (MOSQUE_ADMIN_RATE_LIMIT a minute, issue 40 item 6). */
export const ADMIN_WINDOW_SECONDS = 60;
/** Reports from this many different confirmed users, not all of one network, hide a mosque until its admin answers (decisions.md). */
export const REPORTS_TO_HIDE = 3;
/** Reports one user may make a day (issue 40): past it, 429. */
export const REPORTS_PER_USER_PER_DAY = 10;
/** After the admin answers, the same reporters' new reports do not count toward hiding for this many days (issue 40). */
export const ANSWERED_QUIET_DAYS = 30;
/** Claims of listed mosques from one address (an IPv4 address or an IPv6 /64) a day: free anonymous spaces must not let one person hold every listed mosque's claim. */
export const CLAIMS_PER_ADDRESS_PER_DAY = 20;
