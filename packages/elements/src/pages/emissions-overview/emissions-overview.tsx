import { useMemo } from 'react';
import { tonnesText, type EmissionMethodId } from '@tripsight/core/emissions';
import type { ProductType } from '@tripsight/core/bus';
import {
  airEmissionsByCarrierView,
  airEmissionsByClientView,
  airEmissionsByRouteView,
  airEmissionsOverviewView,
  airEmissionsTargetLineView,
  hotelEmissionsOverviewView,
  type EmissionTargetMonth,
  type AirEmissionsOverview,
  type EmissionFigures,
} from '@tripsight/core/views';
import { useFormat } from '../../internal/use-format.js';
import { useMode } from '../../internal/use-mode.js';
import { useView } from '../../internal/use-view.js';
import { Card } from '../../ui/card.js';
import { ChartFrame } from '../../ui/charts/chart-frame.js';
import { ChartLegend } from '../../ui/charts/chart-legend.js';
import { seriesColour } from '../../ui/charts/palette.js';
import { usePlot } from '../../ui/charts/use-plot.js';
import type { Column } from '../../ui/data-table.js';
import { formControlStyles } from '../../ui/form-controls.styles.js';
import { KpiRow } from '../../ui/kpi-row.js';
import { kpiRowStyles } from '../../ui/kpi-row.styles.js';
import { PageHeader } from '../../ui/page-header.js';
import { TableCard } from '../../ui/table-card.js';
import { sharedStyles } from '../../ui/ui.styles.js';
import { ViewState } from '../../ui/view-state.js';
import { withBoundary } from '../../ui/with-boundary.js';
import { emissionsStyles } from './emissions.styles.js';
import { MethodSwitch, pick, useEmissionMethod } from './method-switch.js';

/** Attributes of the emissions overview page. */
export interface EmissionsOverviewProps {
  /** Product name above the title (default Sustainability). */
  productName?: string;
  /** Tab title (default Emissions Overview). */
  tabTitle?: string;
  /** `normal` (air and hotel, the default) or `hotel-only` (the hotel part alone). */
  mode?: string;
}

type Month = AirEmissionsOverview['byMonth'][number];

function useFigureColumns<K extends string>(
  key: K,
  label: string,
): Column<EmissionFigures & Record<K, string>>[] {
  type T = EmissionFigures & Record<K, string>;
  const format = useFormat();
  return useMemo<Column<T>[]>(
    () => [
      { key, label, rowHeader: true, nowrap: true },
      { key: 'co2eKg', label: 'kg CO2e', numeric: true, render: (r) => format.formatNumber(r.co2eKg, 0) },
      { key: 'pnrs', label: 'PNRs', numeric: true, render: (r) => format.formatNumber(r.pnrs, 0) },
      { key: 'distanceKm', label: 'km', numeric: true, render: (r) => format.formatNumber(r.distanceKm, 0) },
    ],
    [format, key, label],
  );
}

function AirSection({ method }: { method: EmissionMethodId }) {
  const format = useFormat();
  const params = { method };
  const overview = useView(airEmissionsOverviewView, { params });
  const targets = useView(airEmissionsTargetLineView, { params });
  const routes = useView(airEmissionsByRouteView, { params });
  const carriers = useView(airEmissionsByCarrierView, { params });
  const clients = useView(airEmissionsByClientView, { params });
  const cabinColumns = useFigureColumns('cabinClass', 'Cabin');
  const haulColumns = useFigureColumns('haul', 'Haul');
  const carrierColumns = useFigureColumns('carrier', 'Carrier');
  const routeColumns = useFigureColumns('route', 'Route');
  const clientColumns = useFigureColumns('client', 'Client');
  return (
    <>
      <Card
        title="Air emissions"
        tooltip="Great-circle distance of every segment times the method's factor for its haul band and cabin."
      >
        <ViewState view={overview} isEmpty={(d) => d.summary.pnrs === 0}>
          {({ summary }) => (
            <KpiRow
              items={[
                {
                  value: tonnesText(summary.co2eKg, format.formatNumber),
                  caption: `${format.formatNumber(summary.pnrs, 0)} PNRs`,
                },
                { value: `${format.formatNumber(summary.co2eKgPerPnr, 1)} kg`, caption: 'CO2e per PNR' },
                {
                  value: `${format.formatNumber(summary.co2eGramsPerKm, 1)} g`,
                  caption: 'CO2e per passenger-km',
                },
              ]}
            />
          )}
        </ViewState>
      </Card>
      <Card title="CO2e by month">
        <ViewState
          view={pick(overview, (d) => d.byMonth)}
          isEmpty={(rows) => rows.length === 0}
          skeletonHeight={300}
        >
          {(rows) => <MonthChart rows={rows} targets={targets.status === 'success' ? targets.data : []} />}
        </ViewState>
      </Card>
      <TableCard
        title="CO2e by cabin"
        view={pick(overview, (d) => d.byCabin)}
        columns={cabinColumns}
        sortBy="co2eKg"
      />
      <TableCard
        title="CO2e by haul"
        tooltip="PNRs count every PNR with a segment in the band."
        view={pick(overview, (d) => d.byHaul)}
        columns={haulColumns}
        sortBy="co2eKg"
      />
      <TableCard
        title="CO2e by carrier"
        view={carriers}
        columns={carrierColumns}
        sortBy="co2eKg"
        pageSize={10}
      />
      <TableCard title="CO2e by route" view={routes} columns={routeColumns} sortBy="co2eKg" pageSize={10} />
      <TableCard
        title="CO2e by client"
        view={clients}
        columns={clientColumns}
        sortBy="co2eKg"
        pageSize={10}
      />
    </>
  );
}

type TrendRow = Month & { targetKg: number | null };

/**
 * The CO2e of each month, and the reduction target of the clients chosen in the Client filter as a
 * line where every one of them has a target for the month's year.
 */
function MonthChart({ rows, targets }: { rows: readonly Month[]; targets: readonly EmissionTargetMonth[] }) {
  const format = useFormat();
  const trend = useMemo<TrendRow[]>(() => {
    const target = new Map(targets.map((t) => [t.month, t.targetKg]));
    return rows.map((row) => ({ ...row, targetKg: target.get(row.month.slice(0, 10)) ?? null }));
  }, [rows, targets]);
  const targeted = trend.some((row) => row.targetKg !== null);
  const { chartRef, error } = usePlot(
    (Plot, { width, colours }) => {
      // Month names ('Oct ’26'), slanted where they would not fit side by side.
      const slanted = width < 40 * trend.length + 64;
      return Plot.plot({
        width,
        height: 300,
        marginLeft: 64,
        ...(slanted ? { marginBottom: 48 } : {}),
        x: {
          type: 'band',
          label: null,
          tickFormat: (month: string) => format.formatShortMonth(month.slice(0, 10), true),
          tickRotate: slanted ? -45 : 0,
        },
        y: { label: null, grid: true, tickFormat: (v: number) => format.formatNumber(v / 1000, 0) + ' t' },
        marks: [
          Plot.barY(trend, { x: 'month', y: 'co2eKg', fill: colours[0] }),
          ...(targeted
            ? [
                Plot.lineY(
                  trend.filter((row) => row.targetKg !== null),
                  { x: 'month', y: 'targetKg', stroke: colours[1], strokeWidth: 2, marker: 'circle' },
                ),
              ]
            : []),
          Plot.ruleY([0]),
        ],
      });
    },
    [trend, targeted],
  );
  const columns = useMemo<Column<TrendRow>[]>(
    () => [
      {
        key: 'month',
        label: 'Month',
        rowHeader: true,
        render: (r) => format.formatMonthYear(r.month.slice(0, 10)),
      },
      { key: 'co2eKg', label: 'kg CO2e', numeric: true, render: (r) => format.formatNumber(r.co2eKg, 0) },
      { key: 'pnrs', label: 'PNRs', numeric: true, render: (r) => format.formatNumber(r.pnrs, 0) },
      ...(targeted
        ? [
            {
              key: 'targetKg' as const,
              label: 'Target kg CO2e',
              numeric: true,
              render: (r: TrendRow) => (r.targetKg === null ? '' : format.formatNumber(r.targetKg, 0)),
            },
          ]
        : []),
    ],
    [format, targeted],
  );
  return (
    <ChartFrame
      caption="CO2e of the PNRs ticketed each month"
      rows={trend}
      columns={columns}
      chartRef={chartRef}
      height={300}
      error={error}
      legend={
        targeted ? (
          <ChartLegend
            items={[
              { label: 'kg CO2e', colour: seriesColour(0) },
              { label: 'Reduction target', colour: seriesColour(1) },
            ]}
          />
        ) : undefined
      }
    />
  );
}

/** The hotel nights; beside the air part they cover the page's (air) date range. */
function HotelSection({ method, datesOf }: { method: EmissionMethodId; datesOf: ProductType }) {
  const format = useFormat();
  const hotel = useView(hotelEmissionsOverviewView, { params: { method }, datesOf });
  const columns = useMemo<Column<{ country: string; co2eKg: number; nights: number }>[]>(
    () => [
      { key: 'country', label: 'Country', rowHeader: true },
      { key: 'co2eKg', label: 'kg CO2e', numeric: true, render: (r) => format.formatNumber(r.co2eKg, 0) },
      { key: 'nights', label: 'Nights', numeric: true, render: (r) => format.formatNumber(r.nights, 0) },
    ],
    [format],
  );
  return (
    <>
      <Card
        title="Hotel emissions"
        tooltip="Each night times the method's factor for the country of the stay."
      >
        <ViewState view={hotel} isEmpty={(d) => d.summary.nights === 0}>
          {({ summary }) => (
            <KpiRow
              items={[
                {
                  value: tonnesText(summary.co2eKg, format.formatNumber),
                  caption: `${format.formatNumber(summary.nights, 0)} nights`,
                },
                { value: `${format.formatNumber(summary.co2eKgPerNight, 1)} kg`, caption: 'CO2e per night' },
              ]}
            />
          )}
        </ViewState>
      </Card>
      <TableCard
        title="Hotel nights by country"
        view={pick(hotel, (d) => d.byCountry)}
        columns={columns}
        sortBy="co2eKg"
        pageSize={10}
      />
    </>
  );
}

function EmissionsOverviewPage({
  productName = 'Sustainability',
  tabTitle = 'Emissions Overview',
  mode,
}: EmissionsOverviewProps) {
  const [method, setMethod] = useEmissionMethod();
  const hotelOnly = useMode(mode, 'emissions').mode === 'hotel-only';
  return (
    <>
      <PageHeader productName={productName} tabTitle={tabTitle} />
      <MethodSwitch value={method} onChange={setMethod} table={hotelOnly ? 'hotel' : 'air'} />
      <div part="grid" className="ts-emissions-grid">
        {!hotelOnly && <AirSection method={method} />}
        <HotelSection method={method} datesOf={hotelOnly ? 'hotel' : 'air'} />
      </div>
    </>
  );
}

/** Emissions overview: CO2e totals, intensity, by month, cabin, haul, carrier, route, client and hotel country. */
export const EmissionsOverview = withBoundary(EmissionsOverviewPage, 'tripsight-emissions-overview');

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [sharedStyles, formControlStyles, kpiRowStyles, emissionsStyles];
