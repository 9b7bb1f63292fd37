// The user's language and this browser's agree (issue 18, decision 24): a browser that never
// chose takes the language saved on the user (their link opened on a new device), and a user
// with none saved gets this browser's, so the calendar feed and reminders speak it. English
// is the server's default, so an English browser writes nothing.
import { useEffect, useRef } from 'react';
import { saveLanguage } from '../features/settings/saveLanguage.ts';
import { activeLanguage, chooseLanguage, storedLanguage } from '../shared/i18n/i18n.ts';
import { isLanguageCode } from '../shared/i18n/languages.ts';
import { useCurrentUser } from '../entities/users/CurrentUserContext.tsx';

export function LanguageSync() {
  const { user, online } = useCurrentUser();
  const saved = user.language;
  const signedIn = online && Boolean(user.id);
  // Once per user: a failed save is not retried on every render.
  const savedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    if (isLanguageCode(saved)) {
      if (storedLanguage() === null && saved !== activeLanguage()) void chooseLanguage(saved);
      return;
    }
    const current = activeLanguage();
    if (!isLanguageCode(current) || current === 'en' || savedFor.current === user.id) return;
    savedFor.current = user.id;
    void saveLanguage(current);
  }, [saved, signedIn, user.id]);
  return null;
}
