// How to use the compass, and what it cannot promise.
import { List, Paper, Text, Title } from '@mantine/core';

export function QiblaHelp() {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="qibla-how-to">
      <Title order={2} fz="lg" id="qibla-how-to" mb="xs">
        How to find the Qibla
      </Title>
      <List type="ordered" spacing={4} size="sm">
        <List.Item>Tap Enable Compass and allow motion access if your phone asks.</List.Item>
        <List.Item>Hold your phone flat, screen up, away from metal and electronics.</List.Item>
        <List.Item>Turn slowly until the arrow points straight up at the Kaaba and Aligned appears.</List.Item>
        <List.Item>If the heading looks wrong, move your phone in a figure of eight to calibrate it.</List.Item>
      </List>
      <Text size="xs" c="dimmed" mt="md">
        The direction is calculated from your saved location. Phone compasses can be disturbed by magnets, metal and
        electronics, so treat it as a guide; in a mosque, follow its established prayer direction.
      </Text>
    </Paper>
  );
}
