// What the server and the browser both name, once (issue 29): the prayer engine
// (@prayer-companion/engine) owns the prayers, methods and places; this package the rest.
export { REPORT_CLOCK, REPORT_SOURCE_MAX } from './accuracyReport.ts';
export { DEFAULT_SCREEN_SETTINGS, FLASH_MAX, SCREEN_MINUTES, SCREEN_ORIENTATIONS, type ScreenMinutesKey, type ScreenOrientation, type ScreenSettings } from './hallScreen.ts';
export { CAMPAIGN_KEYS, type CampaignKey } from './campaign.ts';
export { ERROR_STATUS, isErrorCode, type ErrorCode } from './errorCodes.ts';
export { DIGITS, intlTag, isLanguageCode, LANGUAGE_CODES, languageOf, RIGHT_TO_LEFT_LANGUAGES, type LanguageCode } from './languages.ts';
export { LOCATION_FIELDS, PRAYER_SETTINGS_FIELDS, USER_FIELDS } from './userFields.ts';
