/** The Faresaver savings screens: metrics, texts, modes, demo figures. */
export {
  DEMO_CALENDAR_MIN_DATE,
  DEMO_MOCK_END_DATE,
  DEMO_MOCK_WINDOW_DAYS,
  demoDateRange,
  demoRangeFor,
} from './demo-dates.js';
export { DEMO_SAVINGS_METRICS, demoResponse } from './demo-metrics.js';
export {
  bucketSavings,
  dealsPerClient,
  feedbackShares,
  isSavingsOverviewEmpty,
  percentOf,
  periodLabel,
  periodStart,
  savingsSummary,
  topCountries,
} from './savings-metrics.js';
export { SAVINGS_MODES, savingsMode } from './savings-mode.js';
export {
  BEST_PRACTICE_CAP_PERCENT,
  CURRENT_SAVINGS_THRESHOLD,
  EMPTY_STATE_ADVICE,
  EMPTY_STATE_TITLE,
  NO_REBOOKING_DATA,
  SAVINGS_TOOLTIPS,
  SECTION_ERROR,
  TOP_COUNTRIES_COUNT,
} from './savings-texts.js';
export type { DemoSavingsMetrics } from './demo-metrics.js';
export type { ClientDeals, FeedbackShare, SavingsSummary } from './savings-metrics.js';
export type { SavingsMode, SavingsModeOptions } from './savings-mode.js';
