// Daily reflection (spec sections 2 and 4): the streak, then either the
// three-question wizard or, once today's reflection exists, its Daily
// Guidance; earlier reflections below. "Today" is the date at the user's
// location (decision 11), as the server counts the streak.
import '../../styles/screens.ts';
import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Center, Loader, Stack } from '@mantine/core';
import { graphql } from '../../gql/gql.ts';
import { todayAt } from '@prayer-companion/engine';
import { useNow } from '../../shared/hooks/useNow.ts';
import { deviceTimeZone } from '../../shared/time/deviceTimeZone.ts';
import { ScreenHeader } from '../../shared/ui/ScreenHeader.tsx';
import { useCurrentUser } from '../../entities/users/CurrentUserContext.tsx';
import { GuidanceCard } from './GuidanceCard.tsx';
import { PreviousReflections } from './PreviousReflections.tsx';
import { ReflectionWizard } from './ReflectionWizard.tsx';
import { usePendingReflection } from './useSaveReflection.ts';
import { useT } from '../../shared/i18n/useT.ts';

export const ReflectionFields = graphql(`
  fragment ReflectionFields on Reflection {
    id
    date
    mood
    goal
    concern
  }
`);

const ReflectionsQuery = graphql(`
  query Reflections {
    reflections {
      ...ReflectionFields
    }
  }
`);

const ReflectionStreakQuery = graphql(`
  query ReflectionStreak {
    reflectionStreak
  }
`);

export default function ReflectionsScreen() {
  const t = useT();
  const { user } = useCurrentUser();
  const today = todayAt(user.location?.timezone ?? deviceTimeZone(), useNow(60_000));
  const { data, loading, error } = useQuery(ReflectionsQuery, { fetchPolicy: 'cache-and-network' });
  const streak = useQuery(ReflectionStreakQuery, { fetchPolicy: 'cache-and-network' }).data?.reflectionStreak;
  const reflections = data?.reflections ?? [];
  // A reflection made offline shows at once, marked as not sent yet (shared/offline/outbox.ts).
  const pending = usePendingReflection(today);
  const todays = pending?.reflection ?? reflections.find((r) => r.date === today);
  const earlier = reflections.filter((r) => r.date !== today);
  const streakBadge = (
    <Badge size="lg" variant="outline" tt="none" style={{ alignSelf: 'flex-start' }} data-testid="reflection-streak">
      {t('reflect.streak', { count: streak ?? 0 })}
    </Badge>
  );
  return (
    <>
      <ScreenHeader title={t('reflect.title')} subtitle={t('reflect.subtitle')} actions={streakBadge} />
      {!data && loading && (
        <Center py="xl">
          <Loader role="status" aria-label={t('reflect.loading')} />
        </Center>
      )}
      {!data && !pending && error && <Alert color="red" title={t('reflect.loadFailed')}>{t('common.checkConnection')}</Alert>}
      {/* Offline, today's reflection can still be made: it is kept and sent later. */}
      {(data || pending || error) && (
        <Stack gap="lg">
          {todays ? <GuidanceCard reflection={todays} heading={t('reflect.dailyGuidance')} pending={pending?.waiting} /> : <ReflectionWizard date={today} />}
          <PreviousReflections entries={earlier} />
        </Stack>
      )}
    </>
  );
}
