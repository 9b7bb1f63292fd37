// The three-question wizard (spec section 4): a progress bar for question n of
// 3, Previous (not on step 1) and Next (only once answered), which becomes
// 'Generate Reflection' on the last step and saves.
import { Button, Group, Paper, Progress, Text } from '@mantine/core';
import { useState } from 'react';
import type { Concern, Goal, Mood } from '../../gql/graphql.ts';
import { OptionCards } from './OptionCards.tsx';
import { NO_ANSWERS, QUESTIONS, type Answers } from './questions.ts';
import { useSaveReflection } from './useSaveReflection.ts';

export function ReflectionWizard({ date }: { date: string }) {
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Answers>(NO_ANSWERS);
  const { save, saving } = useSaveReflection();
  const question = QUESTIONS[step]!;
  const answer = answers[question.key];
  const last = step === QUESTIONS.length - 1;
  const next = () => {
    if (!last) return setStep(step + 1);
    const { mood, goal, concern } = answers;
    if (mood && goal && concern) void save({ date, mood, goal, concern });
  };
  return (
    <Paper withBorder p="md" component="section" aria-label="Reflection questions">
      <Text size="sm" c="dimmed" mb={6} aria-live="polite">
        Question {step + 1} of {QUESTIONS.length}
      </Text>
      <Progress value={((step + 1) / QUESTIONS.length) * 100} mb="md" aria-label={`Question ${step + 1} of ${QUESTIONS.length}`} />
      <OptionCards
        key={question.key}
        question={question}
        value={answer}
        onChange={(value) => setAnswers({ ...answers, [question.key]: value as Mood & Goal & Concern })}
      />
      <Group justify="space-between" mt="lg">
        <Button variant="default" disabled={step === 0} onClick={() => setStep(step - 1)}>
          Previous
        </Button>
        <Button disabled={!answer} loading={saving} onClick={next}>
          {last ? 'Generate Reflection' : 'Next'}
        </Button>
      </Group>
    </Paper>
  );
}
