// The zod form of the text rule every API applies (server/domain/validation/input-checks.ts has the same
// rule for resolvers): no NUL (PostgreSQL cannot store it) and no lone surrogates
// (JSON.parse makes them from "\ud800"; they cannot be encoded as UTF-8).
import { z } from 'zod';

export const NUL_MESSAGE = 'Text must not contain NUL characters';
export const SURROGATE_MESSAGE = 'Text contains invalid characters';

export const cleanText = () =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'is required' : 'must be a string') })
    .refine((text) => !text.includes('\u0000'), NUL_MESSAGE)
    .refine((text) => text.isWellFormed(), SURROGATE_MESSAGE);

/**
 * C0 and C1 control characters (U+0000–U+001F, U+007F–U+009F): ESC and CSI start the
 * terminal sequences that clear a screen, retitle a window or plant an OSC-8 link.
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/** Analytics strings are stored without control characters (issue 28 point 7). */
export const withoutControls = (text: string): string => text.replace(CONTROL_CHARACTERS, '');
