// Mantine's direction follows the language: right to left for Arabic and Urdu (issue 18).
import { useDirection } from '@mantine/core';
import { useEffect } from 'react';
import { useLanguage } from '../shared/i18n/useT.ts';
import { directionOf } from '../shared/i18n/languages.ts';

export function DirectionSync() {
  const language = useLanguage();
  const { setDirection } = useDirection();
  useEffect(() => setDirection(directionOf(language)), [language, setDirection]);
  return null;
}
