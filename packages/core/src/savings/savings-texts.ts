/** Tooltips of the savings figures (docs/rules/air.md#savings-overview). */
export const SAVINGS_TOOLTIPS = {
  acceptedSavings: 'Savings accepted = savings from rebooked deals',
  savingsNotAccepted: 'Savings not accepted = found but not rebooked',
  totalSavingsSent: 'Total savings sent',
  dealsRebooked: 'Deals rebooked',
  dealsSent: 'Deals sent',
} as const;

/** Empty state of a widget with no rows (docs/rules/air.md#savings-overview). */
export const EMPTY_STATE_TITLE = 'Looks like there is no data here yet!';
export const EMPTY_STATE_ADVICE =
  'Try extending the time frame, or contact support if you expected data here.';
/** Empty state of the rebooking-performance page (docs/rules/air.md#rebooking-performance). */
export const NO_REBOOKING_DATA = 'No data for rebooking success';
/** Fallback of a section that failed (docs/rules/shell.md#widget-states). */
export const SECTION_ERROR = 'An error has occurred';

/** The savings-optimization toolkit (docs/rules/air.md#savings-overview). */
export const CURRENT_SAVINGS_THRESHOLD = 300;
export const BEST_PRACTICE_CAP_PERCENT = 4;
/** Top-country chart length (docs/rules/air.md#savings-overview). */
export const TOP_COUNTRIES_COUNT = 5;
