// Saving the day's reflection: a write kept in the outbox (shared/offline/outbox.ts), so a
// reflection made offline is kept, shown as pending, and sent when the connection returns
// (reflectionSender.ts sends it).
import type { ReflectionFieldsFragment } from '../../gql/graphql.ts';
import { enqueue } from '../../shared/offline/outboxStore.ts';
import { useOutbox } from '../../shared/offline/useOutbox.ts';
import { useCurrentUser } from '../../entities/users/CurrentUserContext.tsx';
import type { ReflectionWrite } from './reflectionSender.ts';

type NewReflection = Pick<ReflectionWrite, 'date' | 'mood' | 'goal' | 'concern'>;

/** The day's reflection not sent yet (the last one made), and whether it waits for the connection. */
export function usePendingReflection(date: string): { reflection: ReflectionFieldsFragment; waiting: boolean } | undefined {
  const { user } = useCurrentUser();
  const entry = useOutbox().findLast((e) => e.write.kind === 'reflection' && e.write.userId === user.id && e.write.date === date);
  if (!entry) return undefined;
  const { mood, goal, concern } = entry.write as ReflectionWrite;
  return { reflection: { __typename: 'Reflection', id: `pending-${entry.seq}`, date, mood, goal, concern }, waiting: entry.waiting };
}

export function useSaveReflection(date: string) {
  const { user } = useCurrentUser();
  const pending = usePendingReflection(date);
  const save = (answers: NewReflection) => enqueue({ kind: 'reflection', userId: user.id, ...answers } satisfies ReflectionWrite);
  return { save, saving: pending !== undefined && !pending.waiting };
}
