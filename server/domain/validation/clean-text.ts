// The text rule every API applies, defined once: no NUL (PostgreSQL cannot store it) and
// no lone surrogates (JSON.parse makes them from "\ud800"; they cannot be encoded as UTF-8).
// zod schemas use it as `cleanText()`, resolvers as `checkCleanText` (input-checks.ts).
import { z } from 'zod';

export const NUL_MESSAGE = 'Text must not contain NUL characters';
export const SURROGATE_MESSAGE = 'Text contains invalid characters';

/** What is wrong with this text under the rule (its message), or undefined when it is clean. */
export function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  if (!text.isWellFormed()) return SURROGATE_MESSAGE;
  return undefined;
}

export const cleanText = () =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'is required' : 'must be a string') })
    .superRefine((text, ctx) => {
      const problem = textProblem(text);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: text });
    });

/**
 * C0 and C1 control characters (U+0000–U+001F, U+007F–U+009F): ESC and CSI start the
 * terminal sequences that clear a screen, retitle a window or plant an OSC-8 link.
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/** Analytics strings are stored without control characters (issue 28 point 7). */
export const withoutControls = (text: string): string => text.replace(CONTROL_CHARACTERS, '');
