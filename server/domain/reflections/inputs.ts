// A day's reflection (spec section 3, decisions.md 11) as the schema GraphQL and REST share,
// like the profile and community inputs: `reflectionFields` are the JSON shape REST declares
// its body with, and `reflectionInput` adds the rule that needs no database (a real date).
// Which days may be saved (today or yesterday at the user's place) is the day rules'
// (domain/prayers/day-rules.ts), which need the user's place.
import { checkDate } from '../validation/input-checks.ts';
import { object, oneOf, rules, str } from '../validation/fields.ts';

export const MOODS = ['Calm', 'Anxious', 'Low', 'Grateful'] as const;
export const GOALS = ['Spiritual', 'Work', 'Family', 'Health'] as const;
export const CONCERNS = ['Future', 'Relationships', 'Faith', 'Health'] as const;

export const reflectionFields = { date: str(), mood: oneOf(MOODS), goal: oneOf(GOALS), concern: oneOf(CONCERNS) };

/** The three answers of a real date. */
export const reflectionInput = object(reflectionFields).transform(rules((input) => ({ ...input, date: checkDate(input.date) })));
