import { withBoundary } from '../../internal/with-boundary.js';
import { defineAdvancePurchaseByCabin } from '../../widgets/advance-purchase-by-cabin/advance-purchase-by-cabin.element.js';
import { defineAdvancePurchaseCost } from '../../widgets/advance-purchase-cost/advance-purchase-cost.element.js';
import { defineAdvancePurchaseRatio } from '../../widgets/advance-purchase-ratio/advance-purchase-ratio.element.js';
import { defineAdvancePurchaseTrend } from '../../widgets/advance-purchase-trend/advance-purchase-trend.element.js';
import { defineComplianceSimulator } from '../../widgets/compliance-simulator/compliance-simulator.element.js';
import { PolicyPage, PolicyWidget, type PolicyPageProps } from '../composed-page/composed-page.js';
import { useMode } from '../../internal/use-mode.js';
import { SAMPLE_NOTE } from '@tripsight/core/samples';

// The page is assembled from the widget elements, so a host can also place each one alone.
defineAdvancePurchaseCost();
defineAdvancePurchaseRatio();
defineAdvancePurchaseByCabin();
defineComplianceSimulator();
defineAdvancePurchaseTrend();

export type AdvancedPurchaseProps = PolicyPageProps;

function AdvancedPurchasePage(props: AdvancedPurchaseProps) {
  const options = useMode(props.mode, 'policy');
  return (
    <PolicyPage
      mode={props.mode}
      productName={props.productName}
      tabTitle={props.tabTitle ?? 'Advanced purchase'}
      note={options.sample ? SAMPLE_NOTE : undefined}
    >
      <PolicyWidget tag="tripsight-advance-purchase-cost" page={props} layout="third" />
      <PolicyWidget tag="tripsight-advance-purchase-ratio" page={props} layout="third" />
      <PolicyWidget tag="tripsight-advance-purchase-by-cabin" page={props} layout="third" />
      <PolicyWidget tag="tripsight-compliance-simulator" page={props} layout="wide" />
      <PolicyWidget tag="tripsight-advance-purchase-trend" page={props} layout="wide" />
    </PolicyPage>
  );
}

/** The advanced purchase page: the three top cards, the compliance simulator and compliance over time. */
export const AdvancedPurchase = withBoundary(AdvancedPurchasePage, 'tripsight-advanced-purchase');
