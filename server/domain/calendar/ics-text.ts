// TEXT values of an iCalendar feed (issue 28), escaped as RFC 5545 (3.3.11)
// says. ical-generator escapes event properties itself but writes the
// calendar's NAME, X-WR-CALNAME and X-WR-CALDESC as given, so those go through
// icsText (server/domain/calendar/ics.ts).

/** An RFC 5545 TEXT value: backslash, semicolon and comma escaped, line breaks as \n. */
export function icsText(value: string): string {
  return value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');
}
