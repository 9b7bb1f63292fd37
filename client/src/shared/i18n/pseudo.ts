// The pseudo-locale (en-XA): every English text accented and wrapped in ⟦ ⟧, placeholders
// and ICU syntax left alone. A visible text without ⟦ did not come from the catalog.
import en from 'virtual:catalog-source/en';

const ACCENTED: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', A: 'Á', E: 'É', I: 'Í', O: 'Ó', U: 'Ú', c: 'ç', n: 'ñ' };

/** Accents letters outside `{…}` (placeholders and plural/select syntax keep their names). */
function accent(message: string): string {
  let depth = 0;
  let out = '';
  for (const ch of message) {
    if (ch === '{') depth += 1;
    if (ch === '}') depth -= 1;
    // Inside a plural/select, text sits one level deeper than its keyword: `{n, plural, one {# day}}`.
    out += depth % 2 === 0 ? (ACCENTED[ch] ?? ch) : ch;
  }
  return out;
}

export function pseudoCatalog(): Record<string, string> {
  return Object.fromEntries(Object.entries(en).map(([id, text]) => [id, `⟦${accent(text)}⟧`]));
}
