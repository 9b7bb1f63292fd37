// The argument every create takes so that a repeat counts once (issue 30;
// server/domain/idempotency/once.ts). REST passes its Idempotency-Key header here.
export const idempotencyKeyArgOptions = {
  required: false,
  description:
    'A key the client makes for this one create (a UUID). The same key from the same user within 24 hours answers with what the first request created and creates nothing; with a different request it is UNPROCESSABLE.',
} as const;
