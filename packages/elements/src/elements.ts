// Every element of the SDK, by its define function: the one list a new page or widget is added to.
// `defineAll()` registers each of them; the package entry re-exports them.
export { defineContext } from './controls/context/context.element.js';
export { defineCurrencySelect } from './controls/currency-select/currency-select.element.js';
export { defineDateRange } from './controls/date-range/date-range.element.js';
export { defineDownloadStatus } from './controls/download-status/download-status.element.js';
export { defineExportMenu } from './controls/export-menu/export-menu.element.js';
export { defineFeeToggle } from './controls/fee-toggle/fee-toggle.element.js';
export { defineFilterBar } from './controls/filter-bar/filter-bar.element.js';
export { defineSignIn } from './controls/sign-in/sign-in.element.js';
export { defineAuditLog } from './pages/audit-log/audit-log.element.js';
export { defineCustomerManagement } from './pages/customer-management/customer-management.element.js';
export { defineRebookingPerformance } from './pages/rebooking-performance/rebooking-performance.element.js';
export { defineSavingsOverview } from './pages/savings-overview/savings-overview.element.js';
export { defineAcceptedSavings } from './widgets/accepted-savings/accepted-savings.element.js';
export { defineDealsPerClient } from './widgets/deals-per-client/deals-per-client.element.js';
export { defineFeedbackBreakdown } from './widgets/feedback-breakdown/feedback-breakdown.element.js';
export { defineRebookedPnrs } from './widgets/rebooked-pnrs/rebooked-pnrs.element.js';
export { defineSavingsByMonth } from './widgets/savings-by-month/savings-by-month.element.js';
export { defineSavingsNotAccepted } from './widgets/savings-not-accepted/savings-not-accepted.element.js';
export { defineSavingsToolkit } from './widgets/savings-toolkit/savings-toolkit.element.js';
export { defineTopCountries } from './widgets/top-countries/top-countries.element.js';
export { defineTrackedSpend } from './widgets/tracked-spend/tracked-spend.element.js';
