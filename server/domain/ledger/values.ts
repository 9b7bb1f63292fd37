// The closed sets of the fasting and make-up ledgers (issue 32), shared by the
// GraphQL enums and the REST checks.
export const FAST_STATUSES = ['fasted', 'not_fasted', 'excused', 'made_up'] as const;
export type FastStatus = (typeof FAST_STATUSES)[number];
/** The statuses of a day of Ramadan; 'made_up' is for any other day. */
export const RAMADAN_STATUSES: readonly FastStatus[] = ['fasted', 'not_fasted', 'excused'];
export const QADA_ACTIONS = ['missed', 'made_up'] as const;
export type QadaAction = (typeof QADA_ACTIONS)[number];
/** The longest excused range one entry may hold (postnatal bleeding lasts up to 40 days). */
export const MAX_EXCUSED_DAYS = 60;
