// Light, dark or follow the system; Mantine's manager stores the choice.
import { SegmentedControl, Stack, Text, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';

const OPTIONS: { value: MantineColorScheme; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'Auto' },
];

export function ThemeToggle() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <Stack gap={6}>
      <Text fw={600} id="theme-label">
        Theme
      </Text>
      <SegmentedControl
        aria-labelledby="theme-label"
        data={OPTIONS}
        value={colorScheme}
        onChange={(value) => setColorScheme(value as MantineColorScheme)}
        fullWidth
      />
    </Stack>
  );
}
