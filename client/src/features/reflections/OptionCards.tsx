// The four answers of a question as selectable cards: a radio group, so the
// choice is announced and works with the keyboard like any radio button.
import { Box, Radio, Stack, Text } from '@mantine/core';
import classes from './OptionCards.module.css';
import type { Question } from './questions.ts';
import { type MessageId } from '../../shared/i18n/i18n.ts';
import { useT } from '../../shared/i18n/useT.ts';

interface OptionCardsProps {
  question: Question;
  value: string | null;
  onChange: (value: string) => void;
}

export function OptionCards({ question, value, onChange }: OptionCardsProps) {
  const t = useT();
  const name = (option: string) => `reflect.${question.key}.${option}` as MessageId;
  return (
    <Radio.Group value={value} onChange={onChange} label={t(`reflect.q.${question.key}`)} labelProps={{ fz: 'lg', fw: 700, mb: 'sm' }}>
      <Box className={classes.grid}>
        {question.options.map((option) => (
          <Radio.Card
            key={option.value}
            value={option.value}
            p="sm"
            radius="md"
            data-testid={`option-${option.value}`}
            style={{ borderColor: value === option.value ? 'var(--mantine-primary-color-filled)' : undefined }}
          >
            <Stack gap={4} miw={0}>
              <Radio.Indicator />
              <Text fw={700}>{t(name(option.value))}</Text>
              <Text size="xs" c="dimmed">
                {t(`${name(option.value)}.description` as MessageId)}
              </Text>
            </Stack>
          </Radio.Card>
        ))}
      </Box>
    </Radio.Group>
  );
}
