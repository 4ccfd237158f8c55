import { useMemo } from 'react';
import { CITY_OR_CHAIN, overTimeSeries, type OverTimeMonth } from '@tripsight/core/hotel-insights/display';
import {
  availabilityByChainOverTimeView,
  availabilityByCityOverTimeView,
  availabilityCollapsedTableView,
  availabilityMainTableView,
  availabilityTopChainsView,
  availabilityTopCitiesView,
  type AvailabilityMainRow,
  type AvailabilityRoomRow,
} from '@tripsight/core/views';
import { withBoundary } from '../../ui/with-boundary.js';
import { AreaChart } from '../../ui/charts/area-chart.js';
import { DataTable, type Column } from '../../ui/data-table.js';
import { DEFAULT_PAGE_SIZE } from '../../ui/paging.js';
import { ViewState } from '../../ui/view-state.js';
import { useFormat } from '../../internal/use-format.js';
import { useView } from '../../internal/use-view.js';
import type { SampleWidgetProps } from '../../internal/widget-props.js';
import {
  InsightsCard,
  Rate,
  useExpandedRows,
  useInsightsMode,
  useToggle,
} from '../hotel-program-performance/insights-kit.js';
import { sharedStyles } from '../../ui/ui.styles.js';
import { hotelCardStyles } from '../../ui/hotel-card.styles.js';
import { insightsStyles } from '../hotel-program-performance/insights-kit.styles.js';
import { formControlStyles } from '../../ui/form-controls.styles.js';

function OverTimeCard(props: SampleWidgetProps) {
  const { formatPercent, formatShortMonth } = useFormat();
  const mode = useInsightsMode(props);
  const [by, toggle] = useToggle('Availability by', CITY_OR_CHAIN);
  const city = by === 'city';
  const rows = useView(city ? availabilityByCityOverTimeView : availabilityByChainOverTimeView, {
    mode,
    sample: props,
  });
  const top = useView(city ? availabilityTopCitiesView : availabilityTopChainsView, { mode, sample: props });
  const series = useMemo(
    () =>
      rows.status === 'success' && top.status === 'success'
        ? overTimeSeries(rows.data, top.data, (r) => (city ? r.destinationCity : r.hotelMasterChainName))
        : null,
    [rows, top, city],
  );
  return (
    <InsightsCard card="availabilityOverTime" view={top} isEmpty={(t) => t.length === 0} actions={toggle}>
      {(t) =>
        series && (
          <>
            <AreaChart
              rows={series.months}
              x={(m) => new Date(`${m.checkin}T00:00:00`)}
              series={series.names.map((name) => ({
                label: name,
                value: (m: OverTimeMonth) => m.values[name] ?? NaN,
              }))}
              variant="line"
              format={(v) => formatPercent(v, 1)}
              formatDate={(d) => formatShortMonth(d.toISOString().slice(0, 10), true)}
              dateHeading="Month"
              caption={`Availability over time by ${by}`}
            />
            <ul
              className="ts-rate-list"
              part="legend"
              aria-label={`Availability of the top ${city ? 'cities' : 'chains'}`}
            >
              {t.slice(0, series.names.length).map((row) => (
                <li key={row.name}>
                  {row.name}: <Rate rate={row.availability} nights={row.coveredNights} />
                </li>
              ))}
            </ul>
          </>
        )
      }
    </InsightsCard>
  );
}

/** A main-table hotel by room type, read when its row is opened. */
function RoomRows({
  hotelId,
  hotelName,
  mode,
}: {
  hotelId: string;
  hotelName: string;
  mode: SampleWidgetProps;
}) {
  const { formatMoney } = useFormat();
  const view = useView(availabilityCollapsedTableView, {
    mode: useInsightsMode(mode),
    sample: mode,
    params: { hotelId },
  });
  return (
    <ViewState view={view} isEmpty={(rows) => rows.length === 0} emptyAdvice={null} skeletonHeight={48}>
      {(rows, currency) => {
        const columns: Column<AvailabilityRoomRow>[] = [
          { key: 'roomBedType', label: 'Room type', rowHeader: true },
          {
            key: 'availability',
            label: 'Availability',
            numeric: true,
            render: (r) => <Rate rate={r.availability} nights={r.coveredNights} />,
          },
          {
            key: 'coveredSpend',
            label: 'Covered spend',
            numeric: true,
            render: (r) => formatMoney(r.coveredSpend, currency),
          },
          {
            key: 'notAvailableSpend',
            label: 'Spend not offered',
            numeric: true,
            render: (r) => formatMoney(r.notAvailableSpend, currency),
          },
          {
            key: 'availableADR',
            label: 'ADR offered',
            numeric: true,
            render: (r) => formatMoney(r.availableADR, currency),
          },
          {
            key: 'notAvailableADR',
            label: 'ADR not offered',
            numeric: true,
            render: (r) => formatMoney(r.notAvailableADR, currency),
          },
        ];
        return (
          <DataTable caption={`Room types of ${hotelName}`} columns={columns} rows={rows} sortable={false} />
        );
      }}
    </ViewState>
  );
}

function DetailsCard(props: SampleWidgetProps) {
  const { formatMoney } = useFormat();
  const view = useView(availabilityMainTableView, { mode: useInsightsMode(props), sample: props });
  const rooms = useExpandedRows();
  return (
    <InsightsCard card="availabilityDetails" view={view} isEmpty={(rows) => rows.length === 0}>
      {(rows, currency) => {
        const columns: Column<AvailabilityMainRow>[] = [
          { key: 'hotelName', label: 'Hotel', rowHeader: true },
          { key: 'hotelChainName', label: 'Chain' },
          { key: 'destinationCity', label: 'City' },
          {
            key: 'coveredSpend',
            label: 'Covered spend',
            numeric: true,
            render: (r) => formatMoney(r.coveredSpend, currency),
          },
          {
            key: 'availability',
            label: 'Availability',
            numeric: true,
            render: (r) => <Rate rate={r.availability} nights={r.coveredNights} />,
          },
          {
            key: 'notAvailableSpend',
            label: 'Spend not offered',
            numeric: true,
            render: (r) => formatMoney(r.notAvailableSpend, currency),
          },
          {
            key: 'missedSavings',
            label: 'Missed savings',
            numeric: true,
            render: (r) => formatMoney(r.missedSavings, currency),
          },
          {
            key: 'hotelId',
            label: 'Room types',
            sortable: false,
            render: (r) => rooms.button(r.hotelId, r.hotelName),
          },
        ];
        return (
          <DataTable
            caption="Availability details"
            captionHidden
            columns={columns}
            rows={rows}
            sortBy="coveredSpend"
            pageSize={DEFAULT_PAGE_SIZE}
            rowKey={(r) => r.hotelId}
            expansion={(r) =>
              rooms.isOpen(r.hotelId) ? (
                <RoomRows hotelId={r.hotelId} hotelName={r.hotelName} mode={props} />
              ) : null
            }
          />
        );
      }}
    </InsightsCard>
  );
}

export const AvailabilityOverTime = withBoundary(OverTimeCard, 'tripsight-availability-over-time');
export const AvailabilityDetails = withBoundary(DetailsCard, 'tripsight-availability-details');

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [sharedStyles, hotelCardStyles, insightsStyles, formControlStyles];
