import { withBoundary } from '../../internal/with-boundary.js';
import { Choice } from '../../ui/choice.js';
import { defineNegotiatedFareFunnel } from '../../widgets/negotiated-fare-funnel/negotiated-fare-funnel.element.js';
import { defineLowerFareStatus } from '../../widgets/lower-fare-status/lower-fare-status.element.js';
import { defineNegotiatedFareFigures } from '../../widgets/negotiated-fare-figures/negotiated-fare-figures.element.js';
import { defineNegotiatedFareTopCarriers } from '../../widgets/negotiated-fare-top-carriers/negotiated-fare-top-carriers.element.js';
import { defineNegotiatedFareTopRoutes } from '../../widgets/negotiated-fare-top-routes/negotiated-fare-top-routes.element.js';
import { LOWEST_AVAILABLE_HEADING } from '../../ui/negotiated-fare-top.js';
import { PolicyPage, PolicyWidget, type PolicyPageProps } from '../composed-page/composed-page.js';
import { useMode } from '../../internal/use-mode.js';
import { SAMPLE_NOTE } from '@tripsight/core/samples';

// The page is assembled from the widget elements, so a host can also place each one alone.
defineNegotiatedFareFigures();
defineNegotiatedFareTopCarriers();
defineNegotiatedFareTopRoutes();
defineLowerFareStatus();
defineNegotiatedFareFunnel();

export type NegotiatedFaresAdoptionProps = PolicyPageProps;

const ALERT_OPTIONS = [{ value: '(All)', label: '(All)' }];
const DRILL_DOWN_OPTIONS = [{ value: 'Savings', label: 'Savings' }];

/** POC: the two filters of the sample report, shown disabled (spec §2). */
function PocFilters() {
  return (
    <div part="poc-filters" className="ts-poc-filters">
      <Choice
        kind="dropdown"
        label="Negotiated fare alert"
        options={ALERT_OPTIONS}
        value="(All)"
        onChange={() => {}}
        disabled
      />
      <Choice
        kind="dropdown"
        label="Drill-down parameter"
        options={DRILL_DOWN_OPTIONS}
        value="Savings"
        onChange={() => {}}
        disabled
      />
    </div>
  );
}

function NegotiatedFaresAdoptionPage(props: NegotiatedFaresAdoptionProps) {
  const options = useMode(props.mode, 'policy');
  const poc = options.mode === 'poc';
  return (
    <PolicyPage
      mode={props.mode}
      productName={props.productName ?? 'Supplier Insights'}
      tabTitle={props.tabTitle ?? 'Negotiated fares adoption'}
      note={options.sample ? SAMPLE_NOTE : undefined}
    >
      {poc && <PocFilters />}
      <PolicyWidget tag="tripsight-negotiated-fare-figures" page={props} layout="wide" />
      <h3 part="section-heading" className="ts-negotiated-heading">
        {LOWEST_AVAILABLE_HEADING}
      </h3>
      <PolicyWidget tag="tripsight-negotiated-fare-top-carriers" page={props} layout="half" />
      <PolicyWidget tag="tripsight-negotiated-fare-top-routes" page={props} layout="half" />
      <PolicyWidget tag="tripsight-negotiated-fare-funnel" page={props} layout="wide" />
      {poc && <PolicyWidget tag="tripsight-lower-fare-status" page={props} layout="wide" />}
    </PolicyPage>
  );
}

/** The negotiated fares adoption page: the four figures, Top carriers and Top routes, and in POC the Lower fare status. */
export const NegotiatedFaresAdoption = withBoundary(
  NegotiatedFaresAdoptionPage,
  'tripsight-negotiated-fares-adoption',
);
