import { withBoundary } from '../../internal/with-boundary.js';
import { defineCabinComplianceRatio } from '../../widgets/cabin-compliance-ratio/cabin-compliance-ratio.element.js';
import { defineCabinComplianceTrend } from '../../widgets/cabin-compliance-trend/cabin-compliance-trend.element.js';
import { defineCabinNonCompliantSpend } from '../../widgets/cabin-non-compliant-spend/cabin-non-compliant-spend.element.js';
import { defineComplianceReport } from '../../widgets/compliance-report/compliance-report.element.js';
import { definePnrSummary } from '../../widgets/pnr-summary/pnr-summary.element.js';
import { PolicyPage, PolicyWidget, type PolicyPageProps } from '../composed-page/composed-page.js';
import { useMode } from '../../internal/use-mode.js';
import { SAMPLE_NOTE } from '@tripsight/core/samples';

// The page is assembled from the widget elements, so a host can also place each one alone.
defineCabinNonCompliantSpend();
defineCabinComplianceRatio();
defineCabinComplianceTrend();
defineComplianceReport();
definePnrSummary();

export type CabinClassComplianceProps = PolicyPageProps;

function CabinClassCompliancePage(props: CabinClassComplianceProps) {
  const options = useMode(props.mode, 'policy');
  return (
    <PolicyPage
      mode={props.mode}
      productName={props.productName}
      tabTitle={props.tabTitle ?? 'Cabin class compliance'}
      note={options.sample ? SAMPLE_NOTE : undefined}
    >
      <PolicyWidget tag="tripsight-cabin-non-compliant-spend" page={props} layout="third" />
      <PolicyWidget tag="tripsight-cabin-compliance-ratio" page={props} layout="third" />
      <PolicyWidget tag="tripsight-cabin-compliance-trend" page={props} layout="third" />
      <PolicyWidget tag="tripsight-compliance-report" page={props} layout="wide" />
      <PolicyWidget tag="tripsight-pnr-summary" page={props} layout="wide" />
    </PolicyPage>
  );
}

/** The cabin class compliance page: the top cards, the Compliance Report and the PNR summary. */
export const CabinClassCompliance = withBoundary(
  CabinClassCompliancePage,
  'tripsight-cabin-class-compliance',
);
