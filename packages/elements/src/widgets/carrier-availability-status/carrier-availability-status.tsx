import { useMemo } from 'react';
import { availabilityCounts, type CarrierAvailabilityRow } from '@tripsight/core/supplier';
import { withBoundary } from '../../ui/with-boundary.js';
import { Card } from '../../ui/card.js';
import { HorizontalBars } from '../../ui/charts/horizontal-bars.js';
import { ViewState } from '../../ui/view-state.js';
import type { CarrierWidgetProps } from '../../internal/widget-props.js';
import { useFilteredAvailability } from '../../internal/use-carrier-availability.js';
import { useFormat } from '../../internal/use-format.js';
import { sharedStyles } from '../../ui/ui.styles.js';
import { widgetCellStyles } from '../../ui/widget-cell.styles.js';

/** The chart's title (docs/rules/air.md#carrier-availability). */
const AVAILABILITY_STATUS_TITLE = 'Preferred fare availability status';

function StatusBars({ rows }: { rows: CarrierAvailabilityRow[] }) {
  const { formatNumber } = useFormat();
  const counts = useMemo(() => availabilityCounts(rows), [rows]);
  return (
    <HorizontalBars
      rows={counts}
      label={(c) => c.status}
      value={(c) => c.segments}
      format={(v) => formatNumber(v, 0)}
      caption={AVAILABILITY_STATUS_TITLE}
      labelHeading="Status"
      valueHeading="Segments"
    />
  );
}

function AvailabilityStatusCard(props: CarrierWidgetProps) {
  const { view } = useFilteredAvailability(props);
  return (
    <Card title={AVAILABILITY_STATUS_TITLE}>
      <ViewState view={view} isEmpty={(rows) => rows.length === 0} skeletonHeight={140}>
        {(rows) => <StatusBars rows={rows} />}
      </ViewState>
    </Card>
  );
}

/** "Preferred fare availability status": segments per status of the (filtered) PNR summary. */
export const CarrierAvailabilityStatus = withBoundary(
  AvailabilityStatusCard,
  'tripsight-carrier-availability-status',
);

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [sharedStyles, widgetCellStyles];
