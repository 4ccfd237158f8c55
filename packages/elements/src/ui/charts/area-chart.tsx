import { useMemo, useRef } from 'react';
import type { Column } from '../data-table.js';
import { ChartFrame, type ChartCardProps } from './chart-frame.js';
import type { ChartDescription } from './chart-walk.js';
import { ChartLegend } from './chart-legend.js';
import { seriesColour } from './palette.js';
import { usePlot } from './use-plot.js';
import { useFormat } from '../../internal/use-format.js';
import { periodLabel } from '@tripsight/core/savings';

/** One line (and area) of an AreaChart. */
interface AreaSeries<T> {
  /** Legend text and table heading. */
  label: string;
  value: (row: T) => number;
}

export interface AreaChartProps<T> extends ChartCardProps {
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
  /** Heading of the table's date column (default 'Date'). */
  dateHeading?: string;
  /** Filled areas under the lines (default), or lines only. */
  variant?: 'area' | 'line';
  /** Chart height in px (docs/rules/shell.md#charts: 250 or 350). */
  height?: number;
  /**
   * The rows are weeks or months: the axis is labelled at the rows' own dates ('Wk of Oct 19',
   * 'Oct 2026'), never between them, and the table's date column reads the same way.
   */
  period?: 'week' | 'month';
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

/** A period's axis label: 'Wk of Oct 19' or 'Oct 2026'. */
function periodOf(date: Date, period: 'week' | 'month', locale: string): string {
  const day = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  return periodLabel(day, period, locale);
}

/** The rows' own dates as ticks, every n-th so at most `most` of them label the axis. */
function periodTicks(table: readonly TableRow[], most: number): Date[] {
  const every = Math.max(1, Math.ceil(table.length / most));
  return table.filter((_, i) => i % every === 0).map((row) => new Date(row[DATE_KEY] ?? 0));
}

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
  dateHeading = 'Date',
  variant = 'area',
  height = 250,
  period,
  ...card
}: AreaChartProps<T>) {
  const { locale } = useFormat();
  const formatDate = useMemo(
    () =>
      formatDateProp ??
      (period ? (date: Date) => `${periodOf(date, period, locale)}, ${date.getFullYear()}` : dateIn(locale)),
    [formatDateProp, locale, period],
  );
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

  const plot = usePlot(
    (Plot, { width, colours }) =>
      Plot.plot({
        width,
        height,
        marginLeft: 56,
        x: period
          ? {
              label: null,
              ticks: periodTicks(table, Math.max(2, Math.floor(width / 90))),
              tickFormat: (date: Date) => periodOf(date, period, locale),
            }
          : { label: null, ticks: Math.max(2, Math.floor(width / 90)) },
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
    [points, height, variant, labelKey, period, locale],
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
      {...card}
      describe={describe}
      rows={table}
      columns={columns}
      height={height}
      {...plot}
      legend={
        labels.length > 1 ? (
          <ChartLegend items={labels.map((label, i) => ({ label, colour: seriesColour(i) }))} />
        ) : undefined
      }
    />
  );
}
