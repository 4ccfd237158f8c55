import { PageHeader } from '../../ui/page-header.js';
import { withBoundary } from '../../ui/with-boundary.js';
import { DecisionReasonsTable, DecisionTimeCard, SavingsLostCard } from './decision-cards.js';
import { FunnelCard } from './funnel-card.js';
import { ThresholdSimulator } from './threshold-simulator.js';
import { sharedStyles } from '../../ui/ui.styles.js';
import { formControlStyles } from '../../ui/form-controls.styles.js';
import { fareSaverDashboardStyles } from './fare-saver-dashboard.styles.js';

/** Attributes of the rebooking analysis page. */
export interface FareSaverDashboardProps {
  /** Product name above the title (default Faresaver). */
  productName?: string;
  /** Tab title (default Rebooking analysis). */
  tabTitle?: string;
}

function FareSaverDashboardPage({
  productName = 'Faresaver',
  tabTitle = 'Rebooking analysis',
}: FareSaverDashboardProps) {
  return (
    <>
      <PageHeader productName={productName} tabTitle={tabTitle} />
      <div part="grid" className="ts-analysis-grid">
        <div className="ts-wide">
          <FunnelCard />
        </div>
        <DecisionTimeCard />
        <SavingsLostCard />
        <div className="ts-wide">
          <DecisionReasonsTable />
        </div>
        <div className="ts-wide">
          <ThresholdSimulator />
        </div>
      </div>
    </>
  );
}

/**
 * Rebooking analysis: the rebooking decision funnel, time to decision, the savings lost to declined
 * and expired deals by feedback, and the threshold simulator.
 */
export const FareSaverDashboard = withBoundary(FareSaverDashboardPage, 'tripsight-fare-saver-dashboard');

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [sharedStyles, formControlStyles, fareSaverDashboardStyles];
