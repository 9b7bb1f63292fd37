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
  /** Its prompt is reflect.q.<key>; an option's name and description reflect.<key>.<value>(.description). */
  options: { value: string }[];
}

export const QUESTIONS: Question[] = [
  {
    key: 'mood',
    options: [
      { value: 'Calm' },
      { value: 'Anxious' },
      { value: 'Low' },
      { value: 'Grateful' },
    ],
  },
  {
    key: 'goal',
    options: [
      { value: 'Spiritual' },
      { value: 'Work' },
      { value: 'Family' },
      { value: 'Health' },
    ],
  },
  {
    key: 'concern',
    options: [
      { value: 'Future' },
      { value: 'Relationships' },
      { value: 'Faith' },
      { value: 'Health' },
    ],
  },
];
