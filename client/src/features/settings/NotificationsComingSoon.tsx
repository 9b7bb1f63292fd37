// Notifications are announced but not built yet (spec section 2): both
// switches are shown in their future default state and disabled.
import { Badge, Group, Stack, Switch, Text } from '@mantine/core';

export function NotificationsComingSoon() {
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Text fw={600}>Notifications</Text>
        <Badge variant="light" color="gray" size="sm">
          Coming Soon
        </Badge>
      </Group>
      <Switch label="Prayer Reminders" checked disabled readOnly />
      <Switch label="Adhan Sound" checked={false} disabled readOnly />
    </Stack>
  );
}
