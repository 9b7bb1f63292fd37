// The country beside the city in the location selector: its two-letter code in a
// small frame, or a globe when unknown ('UN'). Flag emoji were used before, but
// Windows has no flag glyphs (two letters in boxes there) and a set of SVG flags
// would weigh more than all of Home; the code reads the same everywhere.
import { Box } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';

/** The letters the mark shows for `code`, or null where it shows a globe. */
export function countryMarkText(code: string): string | null {
  return /^[A-Z]{2}$/.test(code) && code !== 'UN' && code !== 'ZZ' ? code : null;
}

export function CountryMark({ code }: { code: string }) {
  if (countryMarkText(code) === null) return <IconWorld size={20} aria-hidden data-testid="country-mark" />;
  return (
    <Box
      component="span"
      aria-hidden
      data-testid="country-mark"
      fz={11}
      fw={700}
      lh="16px"
      px={4}
      style={{ border: '1px solid currentColor', borderRadius: 3, letterSpacing: '0.04em' }}
    >
      {code}
    </Box>
  );
}
