import { useMemo, useRef } from 'react';
import type { Column } from '../data-table.js';
import { ChartFrame } from './chart-frame.js';
import type { ChartDescription } from './chart-walk.js';
import { ChartLegend } from './chart-legend.js';
import { seriesColour } from './palette.js';
import { usePlot } from './use-plot.js';
import { useFormat } from '../../internal/use-format.js';

/** One line (and area) of an AreaChart. */
export interface AreaSeries<T> {
  /** Legend text and table heading. */
  label: string;
  value: (row: T) => number;
}

export interface AreaChartProps<T> {
  /** One point per row and series; the chart redraws when this array changes (accessors are read with it). */
  rows: readonly T[];
  /** When the row happened. */
  x: (row: T) => Date;
  series: readonly AreaSeries<T>[];
  /** Full form of a value (table). */
  format: (value: number) => string;
  /** Short form for axis ticks (default `format`). */
  formatTick?: (value: number) => string;
  /** Form of a date in the table (default 'Mar 9, 2026'). */
  formatDate?: (date: Date) => string;
  /** Names the chart and its table. */
  caption: string;
  /** Heading of the table's date column (default 'Date'). */
  dateHeading?: string;
  /** Filled areas under the lines (default), or lines only. */
  variant?: 'area' | 'line';
  /** Chart height in px (spec §9: 250 or 350). */
  height?: number;
  /** Card title: the chart becomes its own card (see ChartFrame). */
  title?: string;
  tooltip?: string;
}

interface Point {
  date: Date;
  series: string;
  value: number;
}

type TableRow = Record<string, number>;

const DATE_KEY = 'date';
/** A day of the axis as the host's locale writes it ('Oct 23, 2026' in en-US). */
const dateIn = (locale: string) => (date: Date) =>
  date.toLocaleDateString(locale, { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * Values over time, one line per series, with the area under each line (not stacked: every area
 * starts at zero), drawn with Observable Plot in a ChartFrame; several series get a legend. The
 * table view has a date column and one column per series. Parts: those of ChartFrame, and `legend`.
 *
 * @example
 * <AreaChart rows={days} x={(d) => new Date(d.day)} caption="Savings by day" format={usd}
 *   series={[{ label: 'Accepted', value: (d) => d.accepted }, { label: 'Not accepted', value: (d) => d.missed }]} />
 */
export function AreaChart<T>({
  rows,
  x,
  series,
  format,
  formatTick = format,
  formatDate: formatDateProp,
  caption,
  dateHeading = 'Date',
  variant = 'area',
  height = 250,
  title,
  tooltip,
}: AreaChartProps<T>) {
  const { locale } = useFormat();
  const formatDate = useMemo(() => formatDateProp ?? dateIn(locale), [formatDateProp, locale]);
  const accessors = useRef({ x, series });
  accessors.current = { x, series };
  const labels = series.map((s) => s.label);
  const labelKey = labels.join('\u0000');
  const { points, table } = useMemo(() => {
    const { x: when, series: lines } = accessors.current;
    const points: Point[] = [];
    const table: TableRow[] = rows.map((row) => {
      const date = when(row);
      const entry: TableRow = { [DATE_KEY]: date.getTime() };
      lines.forEach((line, i) => {
        const value = line.value(row);
        entry[`s${i}`] = value;
        points.push({ date, series: line.label, value });
      });
      return entry;
    });
    return { points, table };
    // The series labels stand for the series: a new label set re-reads the values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows, labelKey]);

  const { chartRef, error } = usePlot(
    (Plot, { width, colours }) =>
      Plot.plot({
        width,
        height,
        marginLeft: 56,
        x: { label: null, ticks: Math.max(2, Math.floor(width / 90)) },
        y: { label: null, grid: true, tickFormat: formatTick },
        color: { domain: labels, range: colours },
        marks: [
          ...(variant === 'area'
            ? [Plot.areaY(points, { x: 'date', y1: 0, y2: 'value', fill: 'series', fillOpacity: 0.18 })]
            : []),
          Plot.lineY(points, { x: 'date', y: 'value', stroke: 'series', strokeWidth: 2 }),
          Plot.ruleY([0]),
        ],
      }),
    [points, height, variant, labelKey],
  );

  const columns = useMemo<Column<TableRow>[]>(
    () => [
      {
        key: DATE_KEY,
        label: dateHeading,
        rowHeader: true,
        render: (r) => formatDate(new Date(r[DATE_KEY] ?? 0)),
      },
      ...labels.map((label, i): Column<TableRow> => ({
        key: `s${i}`,
        label,
        numeric: true,
        render: (r) => format(r[`s${i}`] ?? Number.NaN),
      })),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [labelKey, dateHeading, format, formatDate],
  );

  // One walkable series per line: Up and Down move between them at the same date.
  const describe = useMemo<ChartDescription>(
    () => ({
      kind: 'series',
      series: labels.map((name, i) => ({
        name,
        points: table.map((r) => ({
          label: formatDate(new Date(r[DATE_KEY] ?? 0)),
          value: r[`s${i}`] ?? Number.NaN,
        })),
      })),
      format,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [table, labelKey, format, formatDate],
  );
  return (
    <ChartFrame
      caption={caption}
      title={title}
      tooltip={tooltip}
      describe={describe}
      rows={table}
      columns={columns}
      chartRef={chartRef}
      height={height}
      error={error}
      legend={
        labels.length > 1 ? (
          <ChartLegend items={labels.map((label, i) => ({ label, colour: seriesColour(i) }))} />
        ) : undefined
      }
    />
  );
}
