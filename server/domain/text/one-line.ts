// One line of text (issue 28): place names end up as iCalendar properties,
// where a CR or LF would end the property and start another. Text from outside
// (the geocoder, places stored before the API refused control characters) is
// flattened with this before it is used.

/** C0 and C1 controls (CR, LF, tab, NEL…) and the Unicode line and paragraph separators. */
export const LINE_BREAKING = /[\p{Cc}\u2028\u2029]/u;

/** The text on one line: every run of control characters becomes one space. */
export function oneLine(value: string): string {
  return value.replace(new RegExp(LINE_BREAKING.source + '+', 'gu'), ' ').trim();
}
