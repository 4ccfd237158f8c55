import { useMemo } from 'react';
import {
  benchmarkVerdict,
  DISCOUNT_AXIS,
  DISCOUNT_BREAKDOWNS,
  discountBars,
  type DiscountBreakdown,
} from '@tripsight/core/hotel-insights/display';
import {
  hotelDiscountBenchmarkingView,
  type DiscountDetailRow,
  type DiscountFigures,
  type DiscountHotelRow,
  type DiscountRoomRow,
  type HotelDiscountBenchmarkingData,
} from '@tripsight/core/views';
import type { Formatter } from '@tripsight/core/format';
import { withBoundary } from '../../ui/with-boundary.js';
import { BarChart } from '../../ui/charts/bar-chart.js';
import { DataTable, type Column } from '../../ui/data-table.js';
import { Figures } from '../../ui/hotel-card.js';
import { Kpi } from '../../ui/kpi.js';
import { DEFAULT_PAGE_SIZE } from '../../ui/paging.js';
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

/** The discount benchmark response, shared by every card of the page (one call). */
function useDiscount(props: SampleWidgetProps) {
  return useView(hotelDiscountBenchmarkingView, { mode: useInsightsMode(props), sample: props });
}

const noNights = (d: HotelDiscountBenchmarkingData) => !(d.summary.savingsRealizedNights > 0);
const percentAxis = (formatPercent: Formatter['formatPercent']) => ({
  ...DISCOUNT_AXIS,
  format: (v: number) => formatPercent(v, 0),
});

function SummaryCard(props: SampleWidgetProps) {
  const { formatMoney, formatNumber } = useFormat();
  return (
    <InsightsCard card="discountSummary" view={useDiscount(props)} isEmpty={noNights}>
      {({ summary: s }, currency) => (
        <>
          <p part="value" className="ts-value">
            <Rate rate={s.discountLevel} nights={s.savingsRealizedNights} large />
          </p>
          <p part="caption" className="ts-caption">
            discount level against the market rate, weighted by spend
          </p>
          <Figures
            items={[
              { label: 'Savings realized', value: formatMoney(s.savingsRealizedSpend, currency) },
              { label: 'Negotiated nights', value: formatNumber(s.savingsRealizedNights, 0) },
              { label: 'Average daily rate', value: formatMoney(s.averageDailyRate, currency) },
              { label: 'Average daily market rate', value: formatMoney(s.averageDailyMarketRate, currency) },
              { label: 'Spend at market rate', value: formatMoney(s.spendAtMarketRate, currency) },
            ]}
          />
        </>
      )}
    </InsightsCard>
  );
}

function UtilizedSpendCard(props: SampleWidgetProps) {
  const { formatMoney } = useFormat();
  return (
    <InsightsCard
      card="discountUtilized"
      view={useDiscount(props)}
      isEmpty={(d) => !(d.totalSpendWithDiscountUtilized.totalSpend > 0)}
    >
      {({ totalSpendWithDiscountUtilized: u }, currency) => (
        <>
          <Kpi value={formatMoney(u.spendWithDiscountUtilized, currency)} />
          <p part="caption" className="ts-caption">
            <Rate rate={u.share} nights={u.nights} /> of {formatMoney(u.totalSpend, currency)} hotel spend
          </p>
        </>
      )}
    </InsightsCard>
  );
}

function OverTimeCard(props: SampleWidgetProps) {
  const { formatPercent, formatShortMonth, formatNumber } = useFormat();
  const view = useDiscount(props);
  const months = view.status === 'success' ? view.data.overTime : null;
  const data = useMemo(
    () => (months ?? []).map((m) => ({ label: formatShortMonth(m.month, true), value: m.discountLevel })),
    [months, formatShortMonth],
  );
  return (
    <InsightsCard card="discountOverTime" view={view} isEmpty={(d) => d.overTime.length === 0}>
      {(d) => (
        <>
          <BarChart
            data={data}
            caption="Discount level by month"
            labelHeading="Month"
            valueHeading="Discount level"
            format={(v) => formatPercent(v, 1)}
            axis={percentAxis(formatPercent)}
          />
          <p part="caption" className="ts-caption">
            n ={' '}
            {formatNumber(
              d.overTime.reduce((sum, m) => sum + m.nights, 0),
              0,
            )}{' '}
            nights
          </p>
        </>
      )}
    </InsightsCard>
  );
}

const VERDICT_TEXTS = {
  above: 'above its benchmark',
  below: 'below its benchmark',
  at: 'at its benchmark',
} as const;

function ByRateTypeCard(props: SampleWidgetProps) {
  const { formatPercent } = useFormat();
  return (
    <InsightsCard
      card="discountByRateType"
      view={useDiscount(props)}
      isEmpty={(d) => d.discountLevelByRateType.length === 0}
    >
      {(d) => (
        <>
          <BarChart
            data={discountBars(d.discountLevelByRateType)}
            orientation="horizontal"
            caption="Discount level by rate type and benchmark"
            labelHeading="Rate type"
            valueHeading="Discount level"
            format={(v) => formatPercent(v, 1)}
            axis={percentAxis(formatPercent)}
          />
          <ul className="ts-rate-list" part="legend">
            {d.discountLevelByRateType.map((r) => (
              <li key={r.rateType}>
                {r.rateType}: <Rate rate={r.discountLevel} nights={r.nights} />,{' '}
                {VERDICT_TEXTS[benchmarkVerdict(r.discountLevel, r.benchmark)]} (
                {formatPercent(r.benchmark, 1)})
              </li>
            ))}
          </ul>
        </>
      )}
    </InsightsCard>
  );
}

/** The figure columns a details row and its room rows share. */
function figureColumns<T extends DiscountFigures>(
  { formatMoney, formatNumber }: Formatter,
  currency: string | null,
): Column<T>[] {
  return [
    { key: 'nights', label: 'Nights', numeric: true, render: (r) => formatNumber(r.nights, 0) },
    { key: 'spend', label: 'Spend', numeric: true, render: (r) => formatMoney(r.spend, currency) },
    {
      key: 'spendOnMarketRate',
      label: 'Spend at market rate',
      numeric: true,
      render: (r) => formatMoney(r.spendOnMarketRate, currency),
    },
    { key: 'savings', label: 'Savings', numeric: true, render: (r) => formatMoney(r.savings, currency) },
    { key: 'adr', label: 'ADR', numeric: true, render: (r) => formatMoney(r.adr, currency) },
    {
      key: 'publicAdr',
      label: 'Market ADR',
      numeric: true,
      render: (r) => formatMoney(r.publicAdr, currency),
    },
    {
      key: 'discountLevel',
      label: 'Discount level',
      numeric: true,
      render: (r) => <Rate rate={r.discountLevel} nights={r.nights} />,
    },
  ];
}

const NAME_HEADINGS: Record<DiscountBreakdown, string> = { hotel: 'Hotel', city: 'City', chain: 'Chain' };

/** A details row as the table shows it: a hotel's name says its chain and country too. */
interface DetailsTableRow extends DiscountFigures {
  name: string;
  label: string;
  rooms: DiscountRoomRow[];
}

const groupRow = (r: DiscountDetailRow): DetailsTableRow => ({ ...r, label: r.name });
const hotelRow = ({ hotelName, chain, country, ...r }: DiscountHotelRow): DetailsTableRow => ({
  ...r,
  name: hotelName,
  label: chain ? `${hotelName} (${[chain, country].filter(Boolean).join(', ')})` : hotelName,
});

function DetailsCard(props: SampleWidgetProps) {
  const format = useFormat();
  const [by, actions] = useToggle('Details by', DISCOUNT_BREAKDOWNS);
  const rooms = useExpandedRows();
  // Rows are opened per breakdown: another breakdown opens with every row closed.
  const rowKey = (r: DetailsTableRow) => `${by}:${r.name}`;
  return (
    <InsightsCard card="discountDetails" view={useDiscount(props)} isEmpty={noNights} actions={actions}>
      {(d, currency) => {
        const rows =
          by === 'hotel'
            ? d.details.byHotel.map(hotelRow)
            : (by === 'city' ? d.details.byCity : d.details.byChain).map(groupRow);
        const columns: Column<DetailsTableRow>[] = [
          { key: 'name', label: NAME_HEADINGS[by], rowHeader: true, render: (r) => r.label },
          ...figureColumns<DetailsTableRow>(format, currency),
          {
            key: 'rooms',
            label: 'Room types',
            sortable: false,
            render: (r) => rooms.button(rowKey(r), r.name),
          },
        ];
        const roomColumns: Column<DiscountRoomRow>[] = [
          { key: 'roomType', label: 'Room type', rowHeader: true },
          ...figureColumns<DiscountRoomRow>(format, currency),
        ];
        return (
          <DataTable
            key={by}
            caption={`Discount details by ${by}`}
            captionHidden
            columns={columns}
            rows={rows}
            sortBy="spend"
            pageSize={DEFAULT_PAGE_SIZE}
            rowKey={(r) => r.name}
            expansion={(r) =>
              rooms.isOpen(rowKey(r)) ? (
                <DataTable
                  caption={`Room types of ${r.name}`}
                  columns={roomColumns}
                  rows={r.rooms}
                  sortable={false}
                />
              ) : null
            }
          />
        );
      }}
    </InsightsCard>
  );
}

export const DiscountSummary = withBoundary(SummaryCard, 'tripsight-discount-summary');
export const DiscountUtilizedSpend = withBoundary(UtilizedSpendCard, 'tripsight-discount-utilized-spend');
export const DiscountOverTime = withBoundary(OverTimeCard, 'tripsight-discount-over-time');
export const DiscountByRateType = withBoundary(ByRateTypeCard, 'tripsight-discount-by-rate-type');
export const DiscountDetails = withBoundary(DetailsCard, 'tripsight-discount-details');

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [sharedStyles, hotelCardStyles, insightsStyles, formControlStyles];
