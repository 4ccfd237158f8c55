import { defineContext } from './controls/context/context.element.js';
import { defineSavingsOverview } from './pages/savings-overview/savings-overview.element.js';
import { defineAcceptedSavings } from './widgets/accepted-savings/accepted-savings.element.js';
import { defineSavingsNotAccepted } from './widgets/savings-not-accepted/savings-not-accepted.element.js';
import { defineRebookedPnrs } from './widgets/rebooked-pnrs/rebooked-pnrs.element.js';
import { defineTrackedSpend } from './widgets/tracked-spend/tracked-spend.element.js';
import { defineSavingsByMonth } from './widgets/savings-by-month/savings-by-month.element.js';
import { defineTopCountries } from './widgets/top-countries/top-countries.element.js';
import { defineSavingsToolkit } from './widgets/savings-toolkit/savings-toolkit.element.js';
import { defineFeedbackBreakdown } from './widgets/feedback-breakdown/feedback-breakdown.element.js';
import { defineDealsPerClient } from './widgets/deals-per-client/deals-per-client.element.js';
import { defineRebookingPerformance } from './pages/rebooking-performance/rebooking-performance.element.js';
import { defineAuditLog } from './pages/audit-log/audit-log.element.js';
import { defineCustomerManagement } from './pages/customer-management/customer-management.element.js';

import { defineFilterBar } from './controls/filter-bar/filter-bar.element.js';
import { defineDateRange } from './controls/date-range/date-range.element.js';
import { defineCurrencySelect } from './controls/currency-select/currency-select.element.js';
import { defineFeeToggle } from './controls/fee-toggle/fee-toggle.element.js';
import { defineExportMenu } from './controls/export-menu/export-menu.element.js';
import { defineDownloadStatus } from './controls/download-status/download-status.element.js';
import { defineSignIn } from './controls/sign-in/sign-in.element.js';

/** Registers every Tripsight element (idempotent). */
export function defineAll(): void {
  defineContext();
  defineSavingsOverview();
  defineAcceptedSavings();
  defineSavingsNotAccepted();
  defineRebookedPnrs();
  defineTrackedSpend();
  defineSavingsByMonth();
  defineTopCountries();
  defineSavingsToolkit();
  defineFeedbackBreakdown();
  defineDealsPerClient();
  defineRebookingPerformance();
  defineAuditLog();
  defineCustomerManagement();
  defineFilterBar();
  defineDateRange();
  defineCurrencySelect();
  defineFeeToggle();
  defineExportMenu();
  defineDownloadStatus();
  defineSignIn();
}
