import { defineCabinComplianceRatio } from '../../widgets/cabin-compliance-ratio/cabin-compliance-ratio.element.js';
import { defineCabinComplianceTrend } from '../../widgets/cabin-compliance-trend/cabin-compliance-trend.element.js';
import { defineCabinNonCompliantSpend } from '../../widgets/cabin-non-compliant-spend/cabin-non-compliant-spend.element.js';
import { defineComplianceReport } from '../../widgets/compliance-report/compliance-report.element.js';
import { definePnrSummary } from '../../widgets/pnr-summary/pnr-summary.element.js';
import { defineComposedPage, type ComposedPageProps } from '../composed-page/define-composed-page.js';

/**
 * @summary The cabin class compliance page (Policy Insights): non-compliant air spend with its PNR count, the "Cabin class compliance ratio" gauge, the YTD trend, the Compliance Report and the PNR summary, each also its own element.
 */
export const defineCabinClassCompliance = defineComposedPage({
  tag: 'tripsight-cabin-class-compliance',
  productName: 'Policy Insights',
  tabTitle: 'Cabin class compliance',
  items: [
    { define: defineCabinNonCompliantSpend, layout: 'third' },
    { define: defineCabinComplianceRatio, layout: 'third' },
    { define: defineCabinComplianceTrend, layout: 'third' },
    { define: defineComplianceReport, layout: 'wide' },
    { define: definePnrSummary, layout: 'wide' },
  ],
});

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-cabin-class-compliance': HTMLElement & ComposedPageProps;
  }
}
