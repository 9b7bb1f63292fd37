// The prayer-hall screen's settings on the admin page, from a phone (issue 44 item 2): the
// phases' minutes, the night standby, orientation, large font and high contrast, and the
// Eid prayers; saved with the admin token, they reach every open screen live.
import { Button, Checkbox, Group, NumberInput, SegmentedControl, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { SCREEN_MINUTES, type ScreenMinutesKey } from '@prayer-companion/common';
import { useT } from '../../shared/i18n/useT.ts';
import { screenOf, type ScreenSettings } from './hallPhase.ts';
import type { MosqueData } from './mosqueTimes.ts';

// The ranges the server checks (packages/common), in the form's order.
const MINUTES = (Object.keys(SCREEN_MINUTES) as ScreenMinutesKey[]).map((key) => [key, SCREEN_MINUTES[key].min, SCREEN_MINUTES[key].max] as const);

type Draft = Omit<ScreenSettings, 'flash' | 'flashAt' | '__typename'>;

export interface ScreenChange {
  screen: Draft;
  eid: { date: string; time: string }[];
}

/** 'YYYY-MM-DD HH:MM' a line; the server checks each (a bad one is its message, nothing saved). */
const eidFrom = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((parts) => parts[0])
    .map(([date = '', time = '']) => ({ date, time }));

export function ScreenSettingsForm({ mosque, saving, onSave }: { mosque: MosqueData; saving: boolean; onSave: (change: ScreenChange) => void }) {
  const t = useT();
  const [draft, setDraft] = useState<Draft>(() => {
    const s = screenOf(mosque);
    return {
      adhanMinutes: s.adhanMinutes,
      prayerMinutes: s.prayerMinutes,
      adhkarMinutes: s.adhkarMinutes,
      jumuahMinutes: s.jumuahMinutes,
      standbyAfterIsha: s.standbyAfterIsha,
      standbyBeforeFajr: s.standbyBeforeFajr,
      standby: s.standby,
      orientation: s.orientation,
      largeFont: s.largeFont,
      highContrast: s.highContrast,
    };
  });
  const [eid, setEid] = useState((mosque.eid ?? []).map((e) => `${e.date} ${e.time}`).join('\n'));
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <Stack gap="sm" data-testid="screen-settings">
      <Title order={2} fz="lg">
        {t('hall.settings')}
      </Title>
      <SimpleGrid cols={2} spacing="sm">
        {MINUTES.map(([key, min, max]) => (
          <NumberInput key={key} label={t(`hall.${key}`)} min={min} max={max} value={draft[key]} onChange={(v) => set({ [key]: Number(v) })} data-testid={`screen-${key}`} />
        ))}
      </SimpleGrid>
      <Checkbox label={t('hall.standby')} checked={draft.standby} onChange={(e) => set({ standby: e.currentTarget.checked })} />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('hall.orientation')}
        </Text>
        <SegmentedControl
          value={draft.orientation}
          onChange={(orientation) => set({ orientation })}
          data={[
            { value: 'auto', label: t('hall.orientationAuto') },
            { value: 'landscape', label: t('hall.orientationLandscape') },
            { value: 'portrait', label: t('hall.orientationPortrait') },
          ]}
        />
      </Stack>
      <Group>
        <Checkbox label={t('hall.largeFont')} checked={draft.largeFont} onChange={(e) => set({ largeFont: e.currentTarget.checked })} data-testid="screen-large" />
        <Checkbox label={t('hall.highContrast')} checked={draft.highContrast} onChange={(e) => set({ highContrast: e.currentTarget.checked })} data-testid="screen-contrast" />
      </Group>
      <Textarea label={t('hall.eidPrayers')} description={t('hall.eidHint')} value={eid} onChange={(e) => setEid(e.currentTarget.value)} autosize minRows={2} data-testid="screen-eid" />
      <Button variant="default" loading={saving} onClick={() => onSave({ screen: draft, eid: eidFrom(eid) })} data-testid="save-screen">
        {t('common.save')}
      </Button>
    </Stack>
  );
}
