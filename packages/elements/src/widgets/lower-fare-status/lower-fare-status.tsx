import { withBoundary } from '../../ui/with-boundary.js';
import { Card } from '../../ui/card.js';
import { PieChart } from '../../ui/charts/pie-chart.js';
import { ViewState } from '../../ui/view-state.js';
import { useFormat } from '../../internal/use-format.js';
import type { SampleWidgetProps } from '../../internal/widget-props.js';
import { useMode } from '../../internal/use-mode.js';
import { useSample, useSampleKind } from '../../internal/use-sample.js';
import { sharedStyles } from '../../ui/ui.styles.js';
import { widgetCellStyles } from '../../ui/widget-cell.styles.js';
import { negotiatedFaresStyles } from '../../ui/negotiated-fares.styles.js';

function LowerFareStatusCard(props: SampleWidgetProps) {
  const { formatNumber, formatPercent } = useFormat();
  // A POC-only card: its sample whatever the page's mode.
  const kind = useSampleKind(useMode(props.mode, 'policy')) ?? 'poc';
  const view = useSample('negotiatedFares', kind, props);
  return (
    <Card title="Lower fare status">
      <ViewState view={view} skeletonHeight={220}>
        {(sample) => (
          <div className="ts-lower-fare-pies">
            <PieChart
              title="Was it negotiated?"
              rows={[
                { label: 'Lower fare is negotiated', value: sample.lowerFare.negotiatedPercent },
                { label: 'Lower fare is public', value: sample.lowerFare.publicPercent },
              ]}
              label={(row) => row.label}
              value={(row) => row.value}
              format={(value) => formatPercent(value)}
              caption="Was it negotiated?"
              labelHeading="Lower fare"
              valueHeading="Percent"
            />
            <PieChart
              title="Was it rebooked?"
              rows={[
                { label: 'Not sent', value: sample.rebooking.notSent.count },
                { label: 'Not rebooked', value: sample.rebooking.notRebooked.count },
                { label: 'Rebooked', value: sample.rebooking.rebooked.count },
              ]}
              label={(row) => row.label}
              value={(row) => row.value}
              format={(value) => formatNumber(value, 0)}
              caption="Was it rebooked?"
              labelHeading="Status"
              valueHeading="PNRs"
            />
          </div>
        )}
      </ViewState>
    </Card>
  );
}

/** POC: Lower fare status, with the pies "Was it negotiated?" and "Was it rebooked?" (docs/rules/air.md#negotiated-fares-adoption). */
export const LowerFareStatus = withBoundary(LowerFareStatusCard, 'tripsight-lower-fare-status');

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [sharedStyles, widgetCellStyles, negotiatedFaresStyles];
