// Where Home may ask about a mosque's times after a move: the question's chunk loads only
// when the user's fitted times are in use far from where they were matched and the user
// has not already chosen to keep them here.
import { useState } from 'react';
import { fittedElsewhere } from '@prayer-companion/engine';
import { lazyWithClient, WithClientWhenReady } from '../../shared/apollo/WithClient.tsx';
import { LONDON } from '../../entities/users/appUser.ts';
import { useCurrentUser } from '../../entities/users/CurrentUserContext.tsx';
import { currentPrayerSettings } from './currentPrayerSettings.ts';
import { keptHere } from './keptFittedTimes.ts';

const MovedFromMosque = lazyWithClient(() => import('./MovedFromMosque.tsx'));

export function MovedFromMosqueSlot() {
  'use memo';
  const { user } = useCurrentUser();
  const [, setAnswers] = useState(0);
  // The place Home computes for: the saved location, London when none.
  const place = user.location ?? LONDON;
  const settings = currentPrayerSettings(user);
  if (!fittedElsewhere(settings, place) || keptHere(settings, place)) return null;
  return (
    <WithClientWhenReady>
      <MovedFromMosque settings={settings} place={place} onAnswered={() => setAnswers((n) => n + 1)} />
    </WithClientWhenReady>
  );
}
