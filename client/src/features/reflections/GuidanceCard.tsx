// Daily Guidance for a reflection: Recommended Dua, Quran Verse and Today's
// Action for its mood, under the answers that led to it.
import { Badge, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReflectionFieldsFragment } from '../../gql/graphql.ts';
import { ArabicText } from '../../shared/ui/ArabicText.tsx';
import { GUIDANCE } from '../../entities/guidance/guidance.ts';
import { duaIsTranslated } from '../../entities/guidance/religiousSources.ts';
import { useReligiousQuotes } from '../../entities/guidance/useReligiousQuotes.ts';
import { useT } from '../../shared/i18n/useT.ts';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap={6} component="section" aria-label={title}>
      {/* The primary colour's text shade: readable on both schemes. */}
      <Title order={3} fz="md" c="var(--mantine-primary-color-light-color)">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

interface GuidanceCardProps {
  reflection: ReflectionFieldsFragment;
  heading: string;
  /** Made offline: kept, and sent when the connection returns. */
  pending?: boolean;
}

export function GuidanceCard({ reflection, heading, pending = false }: GuidanceCardProps) {
  const t = useT();
  const { dua, verse } = GUIDANCE[reflection.mood];
  const mood = reflection.mood;
  // Quoted from a named translation (issue 48): named under the verse and the dua; a dua
  // whose meaning has no published translation in this language is shown in English, and says so.
  const quotes = useReligiousQuotes();
  const englishMeaning = quotes !== null && !duaIsTranslated(quotes, mood);
  const translatedBy = quotes && quotes.quran.translator !== '—' ? t('guidance.translatedBy', { translator: quotes.quran.translator }) : null;
  return (
    <Paper withBorder p="md" data-testid="guidance-card">
      <Title order={2} fz="xl">
        {heading}
      </Title>
      {pending && (
        <Text size="sm" c="var(--mantine-color-orange-light-color)" mt={4} data-testid="reflection-pending">
          {t('rough1.pending')}
        </Text>
      )}
      <Group gap={6} mt={6} mb="md">
        {[t(`reflect.mood.${reflection.mood}`), t(`reflect.goal.${reflection.goal}`), t(`reflect.concern.${reflection.concern}`)].map((answer, i) => (
          <Badge key={i} variant="outline" tt="none">
            {answer}
          </Badge>
        ))}
      </Group>
      <Stack gap="md">
        <Section title={t('reflect.recommendedDua')}>
          <ArabicText>{dua.arabic}</ArabicText>
          <Text fs="italic" size="sm" translate="no">
            {dua.transliteration}
          </Text>
          {/* English words in another language's page: marked so, for screen readers and hyphenation. */}
          <Text size="sm" lang={englishMeaning ? 'en' : undefined} data-testid="dua-meaning">
            {t(`guidance.${mood}.dua`)}
          </Text>
          {englishMeaning && (
            <Text size="xs" c="dimmed" data-testid="dua-meaning-english">
              {t('guidance.meaningInEnglish')}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t(`guidance.${mood}.source`)}
          </Text>
        </Section>
        <Divider />
        <Section title={t('reflect.verse')}>
          <ArabicText>{verse.arabic}</ArabicText>
          <Text size="sm">{t(`guidance.${mood}.verse`)}</Text>
          <Text size="xs" c="dimmed">
            {t('reflect.quranRef', { reference: t(`guidance.${mood}.reference`) })}
          </Text>
          {translatedBy && (
            <Text size="xs" c="dimmed" data-testid="verse-translator">
              {translatedBy}
            </Text>
          )}
        </Section>
        <Divider />
        <Section title={t('reflect.action')}>
          <Text size="sm">{t(`guidance.${mood}.action`)}</Text>
        </Section>
      </Stack>
    </Paper>
  );
}
