// The title block at the top of a screen.
import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface ScreenHeaderProps {
  title: string;
  subtitle?: string;
  /** Controls shown beside the title (buttons, toggles). */
  actions?: ReactNode;
}

export function ScreenHeader({ title, subtitle, actions }: ScreenHeaderProps) {
  return (
    <Stack gap={4} mb="md">
      <Title order={1} fz={26}>
        {title}
      </Title>
      {subtitle && (
        <Text c="dimmed" size="sm">
          {subtitle}
        </Text>
      )}
      {actions}
    </Stack>
  );
}
