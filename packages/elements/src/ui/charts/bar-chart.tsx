import { useMemo } from 'react';
import { barPlot, type BarDatum, type MoneyAxis } from '@tripsight/core/format';
import type { Column } from '../data-table.js';
import { ChartFrame } from './chart-frame.js';
import type { ChartDescription } from './chart-walk.js';
import { usePlot } from './use-plot.js';

export type { BarDatum };

export interface BarChartProps {
  data: readonly BarDatum[];
  /** Names the chart and its table (e.g. 'Savings by month'). */
  caption: string;
  /** Heading of the label column in the table view. */
  labelHeading: string;
  /** Heading of the value column, and the axis label unless it repeats the caption or title. */
  valueHeading: string;
  /** Full form of a value (table and tips). */
  format: (value: number) => string;
  /** Short form for axis ticks. */
  formatTick?: (value: number) => string;
  /** The value axis: its ticks, domain and labels (core's `moneyAxis`); wins over `formatTick`. */
  axis?: Pick<MoneyAxis, 'ticks' | 'domain' | 'format'>;
  /** Vertical bars (periods) or horizontal bars (ranked categories). */
  orientation?: 'vertical' | 'horizontal';
  /** Chart height in px (docs/rules/shell.md#charts: 250 or 350). */
  height?: number;
  /** Card title: the chart becomes its own card (see ChartFrame). */
  title?: string;
}

/**
 * A bar chart drawn with Observable Plot (loaded lazily, core's `barPlot` spec) in a ChartFrame, so its data is also a
 * table. Parts: those of ChartFrame (`chart`, `chart-table`, `view-as-table`, `table`, …).
 *
 * @example
 * <BarChart data={[{ label: 'Mar', value: 1200 }]} caption="Savings by month" labelHeading="Month"
 *   valueHeading="Savings accepted" format={(v) => formatMoney(v, 'USD')} />
 */
export function BarChart({
  data,
  caption,
  labelHeading,
  valueHeading,
  format,
  formatTick = format,
  axis,
  orientation = 'vertical',
  height = 250,
  title,
}: BarChartProps) {
  const { chartRef, error } = usePlot(
    (Plot, { width, colours }) =>
      barPlot(Plot, {
        data,
        caption,
        valueHeading,
        title,
        format,
        formatTick,
        axis,
        orientation,
        height,
        width,
        fill: colours[0]!,
      }),
    [data, height, orientation, valueHeading, caption, title, axis],
  );
  const columns = useMemo<Column<BarDatum>[]>(
    () => [
      { key: 'label', label: labelHeading, rowHeader: true },
      { key: 'value', label: valueHeading, numeric: true, render: (d) => format(d.value) },
    ],
    [labelHeading, valueHeading, format],
  );
  // Vertical bars are periods (a series with a trend), horizontal ones ranked categories.
  const describe = useMemo<ChartDescription>(
    () => ({
      kind: orientation === 'vertical' ? 'series' : 'categories',
      series: [{ name: valueHeading, points: data }],
      format,
    }),
    [orientation, valueHeading, data, format],
  );
  return (
    <ChartFrame
      caption={caption}
      title={title}
      describe={describe}
      rows={data}
      columns={columns}
      chartRef={chartRef}
      height={height}
      error={error}
    />
  );
}
