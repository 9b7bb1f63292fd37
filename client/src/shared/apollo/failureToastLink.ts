// One place turns a failed operation into the user's toast (issue 29): an operation names, in
// its context, the toast its failure shows (`failureToast`), and this link shows it, red, with
// the message the operation chose (usually the server's own text for an expected failure, or
// 'Please try again'). Operations without it handle their failure themselves: the outbox's
// ticks and reflections (kept offline, refused ones told by their sender) and the dialogs that
// show the server's reason in a field.
import type { ErrorLike } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { showToast } from '../ui/toast.ts';

export interface FailureToast {
  /** The toast's title, or one chosen by the failure (say, unreachable or refused). */
  title: string | ((error: ErrorLike) => string);
  /** The toast's text for this failure: a network error or the server's refusal. */
  message?: (error: ErrorLike) => string | undefined;
}

declare module '@apollo/client' {
  interface DefaultContext {
    failureToast?: FailureToast;
  }
}

export const failureToastLink = new ErrorLink(({ error, operation }) => {
  const toast = operation.getContext().failureToast;
  if (!toast) return;
  console.error(`${operation.operationName ?? 'operation'} failed`, error);
  const title = typeof toast.title === 'string' ? toast.title : toast.title(error);
  showToast({ title, message: toast.message?.(error), destructive: true });
});
