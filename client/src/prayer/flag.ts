// Country flag for the location selector.

/** Flag emoji from a two-letter region code; a globe for anything else ('UN' is the app's "unknown"). */
export function flagEmoji(countryCode: unknown): string {
  const globe = '\u{1F310}';
  if (typeof countryCode !== 'string' || !/^[A-Za-z]{2}$/.test(countryCode.trim())) return globe;
  const code = countryCode.trim().toUpperCase();
  if (code === 'UN' || code === 'ZZ' || !isKnownRegion(code)) return globe;
  return String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

let regionNames: Intl.DisplayNames | null | undefined;

// Two letters are not enough: 'XX' has no flag and would show as two boxes.
// Intl knows the assigned region codes (it echoes unknown ones back).
function isKnownRegion(code: string): boolean {
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
    } catch {
      regionNames = null; // no DisplayNames in this runtime: trust the two letters
    }
  }
  return regionNames === null || regionNames.of(code) !== code;
}
