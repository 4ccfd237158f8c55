import { topNegotiatedMinPnrs, topNegotiatedNote } from '@tripsight/core/supplier';
import { withBoundary } from './with-boundary.js';
import { Card } from './card.js';
import { HorizontalBars } from './charts/horizontal-bars.js';
import { ViewState } from './view-state.js';
import { useTopNegotiated } from '../internal/use-negotiated-fares.js';
import { useFormat } from '../internal/use-format.js';
import type { TopNegotiatedProps } from '../internal/widget-props.js';
import { LOWEST_AVAILABLE_HEADING } from './negotiated-fare-texts.js';
import { sharedStyles } from './ui.styles.js';
import { widgetCellStyles } from './widget-cell.styles.js';
import { negotiatedFaresStyles } from './negotiated-fares.styles.js';

function TopNegotiated({ by, minPnrs, ...props }: TopNegotiatedProps & { by: 'airlines' | 'routes' }) {
  const { formatMoney, formatNumber, formatPercent } = useFormat();
  const min = topNegotiatedMinPnrs(minPnrs);
  const view = useTopNegotiated(props, by, min);
  const title = by === 'airlines' ? 'Top carriers' : 'Top routes';
  return (
    <Card title={title}>
      <ViewState view={view} isEmpty={(rows) => rows.length === 0} skeletonHeight={190}>
        {(rows, currency) => (
          <>
            <HorizontalBars
              rows={rows}
              label={(row) => row.label}
              value={(row) => row.lowestNegociatedFarePnrRatio}
              format={(value) => formatPercent(value)}
              caption={`${title}: ${LOWEST_AVAILABLE_HEADING}`}
              labelHeading={by === 'airlines' ? 'Carrier' : 'Route'}
              valueHeading="Lowest Negotiated Fare PNR Ratio"
              detail={{ heading: 'PNRs', value: (row) => row.countPnrs, format: (n) => formatNumber(n, 0) }}
            />
            <p part="caption" className="ts-caption">
              {rows
                .map(
                  (row) =>
                    `${row.label}: ${formatNumber(row.countPnrs, 0)} PNRs, ${formatMoney(row.spend, currency)}`,
                )
                .join(' · ')}
            </p>
          </>
        )}
      </ViewState>
      {(view.status === 'success' || view.status === 'loading') && (
        <p part="note" className="ts-caption">
          {topNegotiatedNote(by, min)}
        </p>
      )}
    </Card>
  );
}

/** Top carriers: up to 5 airlines with enough PNRs by how often their negotiated fare was the lowest available. */
export const TopNegotiatedCarriers = withBoundary(
  (props: TopNegotiatedProps) => <TopNegotiated {...props} by="airlines" />,
  'tripsight-negotiated-fare-top-carriers',
);

/** Top routes: up to 5 routes with enough PNRs by how often the negotiated fare was the lowest available. */
export const TopNegotiatedRoutes = withBoundary(
  (props: TopNegotiatedProps) => <TopNegotiated {...props} by="routes" />,
  'tripsight-negotiated-fare-top-routes',
);

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [sharedStyles, widgetCellStyles, negotiatedFaresStyles];
