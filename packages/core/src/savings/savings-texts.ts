/** Tooltips of the savings figures (spec §9). */
export const SAVINGS_TOOLTIPS = {
  acceptedSavings: 'Savings accepted = savings from rebooked deals',
  savingsNotAccepted: 'Savings not accepted = found but not rebooked',
  totalSavingsSent: 'Total savings sent',
  dealsRebooked: 'Deals rebooked',
  dealsSent: 'Deals sent',
} as const;

/** Empty state of a widget with no rows (spec §8). */
export const EMPTY_STATE_TITLE = 'Looks like there is no data here yet!';
export const EMPTY_STATE_ADVICE =
  'Try extending the time frame, or contact support if you expected data here.';
/** Empty state of the rebooking-performance page (spec §8). */
export const NO_REBOOKING_DATA = 'No data for rebooking success';
/** Fallback of a section that failed (spec §8). */
export const SECTION_ERROR = 'An error has occurred';

/** The savings-optimization toolkit (spec §9). */
export const CURRENT_SAVINGS_THRESHOLD = 300;
export const BEST_PRACTICE_CAP_PERCENT = 4;
/** Top-country chart length (spec §9). */
export const TOP_COUNTRIES_COUNT = 5;
