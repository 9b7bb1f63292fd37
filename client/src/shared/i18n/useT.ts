// Components read texts through this hook, so they render again when the language changes.
import { useLingui } from '@lingui/react';
import type { ActiveLanguage } from './languages.ts';
import type { MessageId, MessageValues } from './i18n.ts';

export interface Translate {
  (id: MessageId, values?: MessageValues): string;
}

export function useT(): Translate {
  const { i18n } = useLingui();
  return (id, values) => i18n._(id, values);
}

export function useLanguage(): ActiveLanguage {
  return useLingui().i18n.locale as ActiveLanguage;
}
