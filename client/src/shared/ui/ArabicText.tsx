// Arabic text: right-to-left, tagged as Arabic (screen readers, hyphenation),
// in Amiri, a Naskh face shipped with the app (no font CDN: the app must work
// offline and the network is closed). Only the Arabic subset is loaded.
import '@fontsource/amiri/arabic-400.css';
import { Text, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';

export const ARABIC_FONT = 'Amiri, "Noto Naskh Arabic", "Geeza Pro", serif';

interface ArabicTextProps extends TextProps {
  children: ReactNode;
  testId?: string;
}

export function ArabicText({ children, testId, ...props }: ArabicTextProps) {
  return (
    // pt: Amiri draws the Quran's pause and end-of-verse marks (ۗ ۝) above the line box;
    // without room above, they reached into the heading over the text.
    <Text dir="rtl" lang="ar" ff={ARABIC_FONT} fz={22} lh={1.9} pt={10} ta="right" data-testid={testId} {...props}>
      {children}
    </Text>
  );
}
