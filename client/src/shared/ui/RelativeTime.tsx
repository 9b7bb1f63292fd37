// 'Just now', '5m ago', 'Yesterday'… (spec section 9) that moves on by itself,
// with the exact moment in a <time> element for assistive tech and tooltips.
import { Text, type TextProps } from '@mantine/core';
import { relativeTime } from '../../prayer/index.ts';
import { useNow } from '../hooks/useNow.ts';

export function RelativeTime({ iso, ...props }: { iso: string } & TextProps) {
  const now = useNow(60_000);
  return (
    <Text component="time" dateTime={iso} title={new Date(iso).toLocaleString()} size="xs" c="dimmed" {...props}>
      {relativeTime(iso, now)}
    </Text>
  );
}
