import { createElement } from 'react';
import { defineAcceptedSavings } from '../../widgets/accepted-savings/accepted-savings.element.js';
import { defineDealsPerClient } from '../../widgets/deals-per-client/deals-per-client.element.js';
import { defineFeedbackBreakdown } from '../../widgets/feedback-breakdown/feedback-breakdown.element.js';
import { defineRebookedPnrs } from '../../widgets/rebooked-pnrs/rebooked-pnrs.element.js';
import { defineSavingsByMonth } from '../../widgets/savings-by-month/savings-by-month.element.js';
import { defineSavingsNotAccepted } from '../../widgets/savings-not-accepted/savings-not-accepted.element.js';
import { defineSavingsToolkit } from '../../widgets/savings-toolkit/savings-toolkit.element.js';
import { defineTopCountries } from '../../widgets/top-countries/top-countries.element.js';
import { defineTrackedSpend } from '../../widgets/tracked-spend/tracked-spend.element.js';
import { withBoundary } from '../../ui/with-boundary.js';
import { PageHeader } from '../../ui/page-header.js';
import { useMode } from '../../internal/use-mode.js';
import { sharedStyles } from '../../ui/ui.styles.js';
import { savingsOverviewStyles } from './savings-overview.styles.js';

// The page is assembled from the widget elements, so a host can also place each one alone.
defineAcceptedSavings();
defineSavingsNotAccepted();
defineRebookedPnrs();
defineTrackedSpend();
defineSavingsByMonth();
defineTopCountries();
defineSavingsToolkit();
defineFeedbackBreakdown();
defineDealsPerClient();

export interface SavingsOverviewProps {
  /** normal | poc | demo | demo-prod-ui | autorebook (default normal). */
  mode?: string;
  /** Product name above the title (default Faresaver). */
  productName?: string;
  /** Tab title (default Savings overview). */
  tabTitle?: string;
}

const WIDGET_PARTS =
  'card, card-header, title, tooltip, value, caption, chart, chart-table, view-as-table, legend, table, table-header, row, cell, pagination, page-size, page-range, page-button, skeleton, empty, error';

function Widget({ tag, mode, layout }: { tag: string; mode: string; layout?: 'half' | 'wide' }) {
  // `mode` goes in as an attribute once the element is in the document: an r2wc element given a
  // property before it is connected renders at once and would look for its bus outside the page.
  return createElement(tag, {
    ref: (el: HTMLElement | null) => {
      if (el && el.getAttribute('mode') !== mode) el.setAttribute('mode', mode);
    },
    part: `widget ${tag.replace('tripsight-', '')}`,
    exportparts: WIDGET_PARTS,
    class: layout ? `ts-${layout}` : undefined,
  });
}

function SavingsOverviewPage({
  mode,
  productName = 'Faresaver',
  tabTitle = 'Savings overview',
}: SavingsOverviewProps) {
  const options = useMode(mode, 'savings');
  const m = options.mode;
  return (
    <>
      <PageHeader productName={productName} tabTitle={tabTitle} badge={options.badge} />
      <div part="grid" className="ts-overview-grid">
        <Widget tag="tripsight-accepted-savings" mode={m} />
        {options.withNotAccepted && <Widget tag="tripsight-savings-not-accepted" mode={m} />}
        <Widget tag="tripsight-rebooked-pnrs" mode={m} />
        <Widget tag="tripsight-tracked-spend" mode={m} />
        <Widget tag="tripsight-savings-by-month" mode={m} layout="half" />
        <Widget tag="tripsight-top-countries" mode={m} layout="half" />
        <Widget tag="tripsight-savings-toolkit" mode={m} layout={options.withNotAccepted ? 'half' : 'wide'} />
        {options.withNotAccepted && <Widget tag="tripsight-feedback-breakdown" mode={m} layout="half" />}
        <Widget tag="tripsight-deals-per-client" mode={m} layout="wide" />
      </div>
    </>
  );
}

/** The Faresaver savings overview page: header with slots and every savings widget. */
export const SavingsOverview = withBoundary(SavingsOverviewPage, 'tripsight-savings-overview');

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [sharedStyles, savingsOverviewStyles];
