// Settings: 'Language'. The app switches at once (catalog, direction, dates) and keeps
// the choice in this browser and, when online, on the user.
import { NativeSelect } from '@mantine/core';
import { chooseLanguage } from '../../shared/i18n/i18n.ts';
import { isLanguageCode } from '../../shared/i18n/languages.ts';
import { LANGUAGES } from '../../shared/i18n/languageNames.ts';
import { useLanguage, useT } from '../../shared/i18n/useT.ts';
import { useCurrentUser } from '../../entities/users/CurrentUserContext.tsx';
import { saveLanguage } from './saveLanguage.ts';

const OPTIONS = LANGUAGES.map((l) => ({ value: l.code, label: l.name }));

export function LanguageSelect() {
  const t = useT();
  const language = useLanguage();
  const { online } = useCurrentUser();
  return (
    <NativeSelect
      label={t('settings.language')}
      aria-label={t('settings.language')}
      data={OPTIONS}
      value={language}
      data-testid="language-select"
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        if (!isLanguageCode(chosen)) return;
        void chooseLanguage(chosen);
        if (online) void saveLanguage(chosen);
      }}
    />
  );
}
