// Light, dark or follow the system; Mantine's manager stores the choice.
import { SegmentedControl, Stack, Text, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { useT } from '../../shared/i18n/useT.ts';

const SCHEMES = ['light', 'dark', 'auto'] as const;

export function ThemeToggle() {
  const t = useT();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <Stack gap={6}>
      <Text fw={600} id="theme-label">
        {t('settings.theme')}
      </Text>
      <SegmentedControl
        aria-labelledby="theme-label"
        data={SCHEMES.map((value) => ({ value, label: t(`settings.theme.${value}`) }))}
        value={colorScheme}
        onChange={(value) => setColorScheme(value as MantineColorScheme)}
        fullWidth
      />
    </Stack>
  );
}
