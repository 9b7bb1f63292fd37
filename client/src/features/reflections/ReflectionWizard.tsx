// The three-question wizard (spec section 4): a progress bar for question n of
// 3, Previous (not on step 1) and Next (only once answered), which becomes
// 'Generate Reflection' on the last step and saves.
import { Button, Group, Paper, Progress, Text } from '@mantine/core';
import { useState } from 'react';
import type { Concern, Goal, Mood } from '../../gql/graphql.ts';
import { OptionCards } from './OptionCards.tsx';
import { NO_ANSWERS, QUESTIONS, type Answers } from './questions.ts';
import { useSaveReflection } from './useSaveReflection.ts';
import { useT } from '../../shared/i18n/useT.ts';

export function ReflectionWizard({ date }: { date: string }) {
  const t = useT();
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Answers>(NO_ANSWERS);
  const { save, saving } = useSaveReflection(date);
  const question = QUESTIONS[step]!;
  const answer = answers[question.key];
  const last = step === QUESTIONS.length - 1;
  const next = () => {
    if (!last) return setStep(step + 1);
    const { mood, goal, concern } = answers;
    if (mood && goal && concern) save({ date, mood, goal, concern });
  };
  return (
    <Paper withBorder p="md" component="section" aria-label={t('reflect.questions')}>
      <Text size="sm" c="dimmed" mb={6} aria-live="polite">
        {t('reflect.questionOf', { step: step + 1, total: QUESTIONS.length })}
      </Text>
      <Progress value={((step + 1) / QUESTIONS.length) * 100} mb="md" aria-label={t('reflect.questionOf', { step: step + 1, total: QUESTIONS.length })} />
      <OptionCards
        key={question.key}
        question={question}
        value={answer}
        onChange={(value) => setAnswers({ ...answers, [question.key]: value as Mood & Goal & Concern })}
      />
      <Group justify="space-between" mt="lg">
        <Button variant="default" disabled={step === 0} onClick={() => setStep(step - 1)}>
          {t('reflect.previousButton')}
        </Button>
        <Button disabled={!answer} loading={saving} onClick={next}>
          {last ? t('reflect.generate') : t('reflect.next')}
        </Button>
      </Group>
    </Paper>
  );
}
