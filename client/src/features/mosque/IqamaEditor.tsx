// The admin's iqama for each prayer (the rule without a date range): none, a
// fixed time, or minutes after adhan optionally rounded up to 5.
import { Checkbox, Group, NumberInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { FIVE_PRAYERS, type FivePrayer } from '@prayer-companion/engine';
import { useT } from '../../shared/i18n/useT.ts';

export interface IqamaDraft {
  kind: 'none' | 'fixed' | 'after';
  fixed: string;
  after: number;
  roundUp5: boolean;
}

export type IqamaDrafts = Record<FivePrayer, IqamaDraft>;

export function draftsFrom(rules: readonly { prayer: string; fixed: string | null; after: number | null; roundUp5: boolean; from: string | null; to: string | null }[]): IqamaDrafts {
  const drafts = {} as IqamaDrafts;
  for (const prayer of FIVE_PRAYERS) {
    const rule = rules.find((r) => r.prayer === prayer && !r.from && !r.to);
    drafts[prayer] = rule?.fixed
      ? { kind: 'fixed', fixed: rule.fixed, after: 10, roundUp5: false }
      : rule && rule.after !== null
        ? { kind: 'after', fixed: '', after: rule.after, roundUp5: rule.roundUp5 }
        : { kind: 'none', fixed: '', after: 10, roundUp5: false };
  }
  return drafts;
}

/** The changes to send: every prayer's open-range rule, or its removal. */
export const changesFrom = (drafts: IqamaDrafts) =>
  FIVE_PRAYERS.map((prayer) => {
    const d = drafts[prayer];
    if (d.kind === 'fixed') return { prayer, fixed: d.fixed };
    if (d.kind === 'after') return { prayer, after: d.after, roundUp5: d.roundUp5 };
    return { prayer, remove: true };
  });

export function IqamaEditor({ drafts, onChange }: { drafts: IqamaDrafts; onChange: (next: IqamaDrafts) => void }) {
  const t = useT();
  const set = (prayer: FivePrayer, patch: Partial<IqamaDraft>) => onChange({ ...drafts, [prayer]: { ...drafts[prayer], ...patch } });
  return (
    <Stack gap="sm">
      {FIVE_PRAYERS.map((prayer) => {
        const d = drafts[prayer];
        return (
          <Stack key={prayer} gap={4} data-testid={`iqama-edit-${prayer}`}>
            <Group justify="space-between" wrap="wrap">
              <Text fw={600}>{t(`prayer.${prayer}`)}</Text>
              <SegmentedControl
                size="xs"
                value={d.kind}
                onChange={(kind) => set(prayer, { kind: kind as IqamaDraft['kind'] })}
                data={[
                  { value: 'none', label: t('mosque.none') },
                  { value: 'fixed', label: t('mosque.fixed') },
                  { value: 'after', label: t('mosque.after') },
                ]}
              />
            </Group>
            {d.kind === 'fixed' && (
              <TextInput aria-label={`${t(`prayer.${prayer}`)} ${t('mosque.fixed')}`} type="time" value={d.fixed} onChange={(e) => set(prayer, { fixed: e.currentTarget.value })} />
            )}
            {d.kind === 'after' && (
              <Group>
                <NumberInput aria-label={t('mosque.after')} min={0} max={120} value={d.after} onChange={(v) => set(prayer, { after: Number(v) || 0 })} w={110} />
                <Checkbox label={t('mosque.roundUp5')} checked={d.roundUp5} onChange={(e) => set(prayer, { roundUp5: e.currentTarget.checked })} />
              </Group>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
