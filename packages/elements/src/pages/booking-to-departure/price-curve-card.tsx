import { useMemo, useState } from 'react';
import {
  BOOKING_WINDOWS,
  bookingWindowLabel,
  CABIN_ORDER,
  priceCurves,
  ticketPriceField,
  type PriceCurve,
} from '@tripsight/core/savings';
import { bookingToDepartureCurveView, type BookingCurveRow } from '@tripsight/core/views';
import { Card } from '../../ui/card.js';
import { ChartFrame } from '../../ui/charts/chart-frame.js';
import type { ChartDescription } from '../../ui/charts/chart-walk.js';
import { ChartLegend } from '../../ui/charts/chart-legend.js';
import { seriesColour } from '../../ui/charts/palette.js';
import { usePlot } from '../../ui/charts/use-plot.js';
import { Choice } from '../../ui/choice.js';
import type { Column } from '../../ui/data-table.js';
import { ViewState } from '../../ui/view-state.js';
import { useBusState } from '../../internal/use-bus.js';
import { useFormat } from '../../internal/use-format.js';
import { useView } from '../../internal/use-view.js';

/** A point of the chart and a row of its table: one booking window of one haul. */
interface ChartPoint {
  window: string;
  haul: string;
  price: number;
  airPnrs: number;
}

const WINDOW_LABELS = BOOKING_WINDOWS.map((w) => bookingWindowLabel(w.from));

/**
 * The cost of booking late: the average ticket price against days before departure, one line per
 * haul for the cabin chosen, with each haul's late-booking premium in the legend. Parts: those of
 * Card, ChartFrame, Choice and the states.
 */
export function PriceCurveCard() {
  const view = useView(bookingToDepartureCurveView);
  return (
    <Card
      title="Average ticket price by days before departure"
      tooltip="Premium: how much more a ticket bought under 7 days before departure cost than one bought 22 days or more ahead."
    >
      <ViewState view={view} isEmpty={(rows) => rows.length === 0} skeletonHeight={350}>
        {(rows, currency) => <PriceCurveChart rows={rows} currency={currency} />}
      </ViewState>
    </Card>
  );
}

function PriceCurveChart({ rows, currency }: { rows: readonly BookingCurveRow[]; currency: string | null }) {
  const format = useFormat();
  const selected = useBusState((s) => s.currency);
  const curves = useMemo(() => priceCurves(rows, ticketPriceField(selected)), [rows, selected]);
  const cabins = CABIN_ORDER.filter((cabin) => curves.some((c) => c.cabinClass === cabin));
  const [cabin, setCabin] = useState<string>(cabins[0] ?? 'Economy');
  const shown = cabins.includes(cabin as (typeof CABIN_ORDER)[number]) ? cabin : (cabins[0] ?? cabin);
  const lines = curves.filter((c) => c.cabinClass === shown);
  const points = useMemo<ChartPoint[]>(() => toPoints(lines), [lines]);
  const hauls = lines.map((c) => c.haulType);
  const { chartRef, error } = usePlot(
    (Plot, { width, colours }) =>
      Plot.plot({
        width,
        height: 350,
        marginLeft: 64,
        marginBottom: 44,
        x: { type: 'point', domain: WINDOW_LABELS, label: 'Days before departure', labelAnchor: 'center' },
        y: {
          label: null,
          grid: true,
          tickFormat: (v: number) => format.formatMoney(v, currency, { short: true }),
        },
        color: { domain: hauls, range: colours },
        marks: [
          Plot.lineY(points, { x: 'window', y: 'price', stroke: 'haul', strokeWidth: 2, marker: 'circle' }),
          Plot.ruleY([0]),
        ],
      }),
    [points, currency, hauls.join('|')],
  );
  const columns = useMemo<Column<ChartPoint>[]>(
    () => [
      { key: 'window', label: 'Days before departure', rowHeader: true, sortable: false },
      { key: 'haul', label: 'Haul' },
      { key: 'airPnrs', label: 'PNRs', numeric: true, render: (p) => format.formatNumber(p.airPnrs, 0) },
      {
        key: 'price',
        label: 'Average ticket price',
        numeric: true,
        render: (p) => format.formatMoney(p.price, currency),
      },
    ],
    [currency, format],
  );
  // One walkable series per haul, booking windows in the axis order.
  const describe = useMemo<ChartDescription>(
    () => ({
      kind: 'series',
      subject: `Average ticket price of ${shown}`,
      series: lines.map((line) => ({
        name: `${line.haulType} haul`,
        points: line.points.map((p) => ({ label: bookingWindowLabel(p.bookingToDeparture), value: p.price })),
      })),
      format: (value: number) => format.formatMoney(value, currency),
    }),
    [lines, shown, format, currency],
  );
  return (
    <>
      {cabins.length > 1 && (
        <Choice
          label="Cabin"
          options={cabins.map((c) => ({ value: c, label: c }))}
          value={shown}
          onChange={setCabin}
        />
      )}
      <ChartFrame
        caption={`Average ticket price of ${shown} by days before departure, per haul`}
        rows={points}
        columns={columns}
        chartRef={chartRef}
        describe={describe}
        height={350}
        error={error}
        legend={
          <ChartLegend
            items={lines.map((line, i) => ({
              label: `${line.haulType} haul`,
              colour: seriesColour(i),
              value: premiumText(line, format.formatNumber),
            }))}
          />
        }
      />
    </>
  );
}

/** The chart's points, nearest departure first, one per window and haul. */
function toPoints(lines: readonly PriceCurve[]): ChartPoint[] {
  return lines.flatMap((line) =>
    line.points.map((p) => ({
      window: bookingWindowLabel(p.bookingToDeparture),
      haul: line.haulType,
      price: p.price,
      airPnrs: p.airPnrs,
    })),
  );
}

/** '+29% booked within a week' (or nothing without late and early bookings). */
function premiumText(
  line: PriceCurve,
  formatNumber: (value: number, decimals?: number) => string,
): string | undefined {
  if (line.lateBookingPremium === null) return undefined;
  const sign = line.lateBookingPremium >= 0 ? '+' : '−';
  return `${sign}${formatNumber(Math.abs(line.lateBookingPremium), 0)}% booked within a week`;
}
