// The languages each named in itself, for the pickers (Settings, the prayer-hall screen's
// admin): apart from languages.ts, so Home's first load carries the codes and not the names.
export { LANGUAGES } from '@prayer-companion/common/languageNames';
