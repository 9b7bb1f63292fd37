// 'Just now', '5m ago', 'Yesterday'… (spec section 9) that moves on by itself,
// with the exact moment in a <time> element for assistive tech and tooltips.
import { Text, type TextProps } from '@mantine/core';
import { relativeText } from '../i18n/format.ts';
import { intlLocale } from '../i18n/languages.ts';
import { useLanguage, useT } from '../i18n/useT.ts';
import { useNow } from '../hooks/useNow.ts';

export function RelativeTime({ iso, ...props }: { iso: string } & TextProps) {
  const t = useT();
  const language = useLanguage();
  const now = useNow(60_000);
  return (
    <Text component="time" dateTime={iso} title={new Date(iso).toLocaleString(intlLocale(language))} size="xs" c="dimmed" {...props}>
      {relativeText(t, language, iso, now)}
    </Text>
  );
}
