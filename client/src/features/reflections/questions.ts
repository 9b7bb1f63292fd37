// The three questions of the daily reflection and their options (spec section 3).
import type { Concern, Goal, Mood } from '../../gql/graphql.ts';

export interface Answers {
  mood: Mood | null;
  goal: Goal | null;
  concern: Concern | null;
}

export const NO_ANSWERS: Answers = { mood: null, goal: null, concern: null };

export interface Question {
  key: keyof Answers;
  prompt: string;
  options: { value: string; description: string }[];
}

export const QUESTIONS: Question[] = [
  {
    key: 'mood',
    prompt: 'How is your heart today?',
    options: [
      { value: 'Calm', description: 'At peace and settled' },
      { value: 'Anxious', description: 'Worried or restless' },
      { value: 'Low', description: 'Sad or drained' },
      { value: 'Grateful', description: 'Thankful for blessings' },
    ],
  },
  {
    key: 'goal',
    prompt: 'What do you want to focus on today?',
    options: [
      { value: 'Spiritual', description: 'Prayer, Quran, dhikr' },
      { value: 'Work', description: 'Study and livelihood' },
      { value: 'Family', description: 'Those closest to you' },
      { value: 'Health', description: 'Body and mind' },
    ],
  },
  {
    key: 'concern',
    prompt: 'What weighs on you most?',
    options: [
      { value: 'Future', description: 'What lies ahead' },
      { value: 'Relationships', description: 'People in your life' },
      { value: 'Faith', description: 'Your connection with Allah' },
      { value: 'Health', description: 'Wellbeing and illness' },
    ],
  },
];
