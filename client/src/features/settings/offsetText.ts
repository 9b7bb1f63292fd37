// Reading an offset as typed (issue 30: say it, don't change it silently): whole minutes
// from -30 to 30 (spec section 5), in Western, Arabic-Indic or Persian digits, with a
// hyphen or a minus sign. Anything else is not changed into a number: it is refused.
export const OFFSET_MIN = -30;
export const OFFSET_MAX = 30;

export function parseOffset(text: string): number | null {
  const western = text
    .trim()
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/^[\u2212\u2012\u2013]/, '-');
  if (!/^[+-]?\d{1,4}$/.test(western)) return null;
  const minutes = Number(western);
  return minutes >= OFFSET_MIN && minutes <= OFFSET_MAX ? minutes : null;
}
