// 'These times don't match' (issue 45 item 6): the rules a report's fields follow, checked by
// the form before it sends and by the server (server/domain/accuracy/inputs.ts) when it arrives.

/** The longest 'where it is from' (a mosque's name, a timetable's title, an address). */
export const REPORT_SOURCE_MAX = 200;

/** The expected time: 'HH:MM' on the 24-hour clock. */
export const REPORT_CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;
