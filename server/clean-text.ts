// The zod form of the text rule every API applies (server/validation.ts has the same
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
