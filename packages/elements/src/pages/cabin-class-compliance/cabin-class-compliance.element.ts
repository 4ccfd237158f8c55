import { CABIN_CLASS_COMPLIANCE_TAB } from '@tripsight/core/catalogue';
import { defineCabinComplianceRatio } from '../../widgets/cabin-compliance-ratio/cabin-compliance-ratio.element.js';
import { defineCabinComplianceTrend } from '../../widgets/cabin-compliance-trend/cabin-compliance-trend.element.js';
import { defineCabinNonCompliantSpend } from '../../widgets/cabin-non-compliant-spend/cabin-non-compliant-spend.element.js';
import { defineComplianceReport } from '../../widgets/compliance-report/compliance-report.element.js';
import { definePnrSummary } from '../../widgets/pnr-summary/pnr-summary.element.js';
import { defineComposedPage, thirds, wide } from '../composed-page/define-composed-page.js';

/**
 * @summary The cabin class compliance page (Policy Insights): non-compliant air spend with its PNR count, the "Cabin class compliance ratio" gauge, the YTD trend, the Compliance Report and the PNR summary, each also its own element.
 */
export const defineCabinClassCompliance = defineComposedPage({
  tab: CABIN_CLASS_COMPLIANCE_TAB,
  items: [
    thirds(defineCabinNonCompliantSpend, defineCabinComplianceRatio, defineCabinComplianceTrend),
    wide(defineComplianceReport, definePnrSummary),
  ],
});
