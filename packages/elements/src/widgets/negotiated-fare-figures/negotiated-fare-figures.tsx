import { visibleFigures } from '@tripsight/core/supplier';
import { withBoundary } from '../../ui/with-boundary.js';
import { Card } from '../../ui/card.js';
import { Kpi } from '../../ui/kpi.js';
import { ViewState } from '../../ui/view-state.js';
import { useAdoptionFigures } from '../../internal/use-negotiated-fares.js';
import { useFormat } from '../../internal/use-format.js';
import type { SampleWidgetProps } from '../../internal/widget-props.js';
import { sharedStyles } from '../../ui/ui.styles.js';
import { widgetCellStyles } from '../../ui/widget-cell.styles.js';
import { negotiatedFaresStyles } from '../../ui/negotiated-fares.styles.js';

function NegotiatedFareFiguresCards(props: SampleWidgetProps) {
  const { formatPercent } = useFormat();
  const view = useAdoptionFigures(props);
  return (
    <ViewState view={view} skeletonHeight={90}>
      {(data) => (
        <div part="figures" className="ts-negotiated-figures">
          {visibleFigures({
            'Negotiated Fare Adoption': data.negotiatedFareAdoption,
            'CAT success': data.catSuccess,
            'Lowest Negotiated Fare PNR Ratio': data.lowestNegociatedFarePnrRatio,
            'LIF success': data.lifSuccess,
          }).map((figure) => (
            <Card key={figure.title} title={figure.title}>
              <Kpi value={formatPercent(figure.value, figure.decimals)} />
            </Card>
          ))}
        </div>
      )}
    </ViewState>
  );
}

/** The four percent figures; a figure whose value is zero is hidden (docs/rules/air.md#negotiated-fares-adoption). */
export const NegotiatedFareFigures = withBoundary(
  NegotiatedFareFiguresCards,
  'tripsight-negotiated-fare-figures',
);

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [sharedStyles, widgetCellStyles, negotiatedFaresStyles];
