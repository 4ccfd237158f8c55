import { useMemo } from 'react';
import type { Formatter } from '@tripsight/core/format';
import type { CarrierAvailabilityRow } from '@tripsight/core/supplier';
import { withBoundary } from '../../ui/with-boundary.js';
import { Card } from '../../ui/card.js';
import { ViewState } from '../../ui/view-state.js';
import { VirtualTable, type VirtualColumn } from '../../ui/virtual-table.js';
import type { CarrierWidgetProps } from '../../internal/widget-props.js';
import { useFilteredAvailability } from '../../internal/use-carrier-availability.js';
import { useFormat } from '../../internal/use-format.js';
import { sharedStyles } from '../../ui/ui.styles.js';
import { widgetCellStyles } from '../../ui/widget-cell.styles.js';
import { formControlStyles } from '../../ui/form-controls.styles.js';

const TITLE = 'PNR summary';

/** The PNR table's columns (docs/rules/air.md#carrier-availability), the target fare in the answer's currency. */
function columns(
  currency: string | null,
  { formatMoney }: Formatter,
): VirtualColumn<CarrierAvailabilityRow>[] {
  return [
    { key: 'recordLocator', label: 'Record locator', width: 120, nowrap: true, rowHeader: true },
    { key: 'segmentIndex', label: 'Segment #', width: 104, numeric: true },
    { key: 'ticketingCountry', label: 'Ticketing country', width: 150 },
    { key: 'itinIssuedAt', label: 'Booking date', width: 120, nowrap: true },
    { key: 'itinTicketedAt', label: 'Ticketing date', width: 120, nowrap: true },
    { key: 'daysBeforeDeparture', label: 'Days before departure', width: 110, numeric: true },
    { key: 'fareLetter', label: 'Fare class', width: 90 },
    {
      key: 'targetFare',
      label: 'Target fare',
      width: 120,
      numeric: true,
      render: (row) => formatMoney(row.targetFare, currency),
    },
    { key: 'fareBasisCode', label: 'Fare basis', width: 120, nowrap: true },
    { key: 'cityPair', label: 'City pair', width: 100, nowrap: true },
    { key: 'preferredFareAvailabilityStatus', label: 'Status', width: 190 },
  ];
}

function CarrierPnrSummaryCard(props: CarrierWidgetProps) {
  const format = useFormat();
  const { formatNumber } = format;
  const { view, total } = useFilteredAvailability(props);
  const currency = view.status === 'success' ? view.currency : null;
  const cols = useMemo(() => columns(currency, format), [currency, format]);
  return (
    <Card title={TITLE}>
      <ViewState view={view} isEmpty={() => total === 0} skeletonHeight={320}>
        {(rows) => (
          <>
            <p className="ts-result-count" part="result-count" aria-live="polite">
              {total !== null && rows.length < total
                ? `${formatNumber(rows.length, 0)} of ${formatNumber(total, 0)} segments`
                : `${formatNumber(rows.length, 0)} segments`}
            </p>
            <VirtualTable
              caption={TITLE}
              captionHidden
              columns={cols}
              rows={rows}
              presorted
              sortBy="itinTicketedAt"
              emptyText="No segments match these filters"
            />
          </>
        )}
      </ViewState>
    </Card>
  );
}

/** The carrier availability PNR summary: up to 50,000 segments, newest ticketing first, virtualised. */
export const CarrierPnrSummary = withBoundary(CarrierPnrSummaryCard, 'tripsight-carrier-pnr-summary');

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [sharedStyles, widgetCellStyles, formControlStyles];
