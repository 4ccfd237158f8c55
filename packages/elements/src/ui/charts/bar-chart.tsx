import { useMemo } from 'react';
import type { Column } from '../data-table.js';
import { ChartFrame } from './chart-frame.js';
import { usePlot } from './use-plot.js';

export interface BarDatum {
  label: string;
  value: number;
}

export interface BarChartProps {
  data: readonly BarDatum[];
  /** Names the chart and its table (e.g. 'Savings by month'). */
  caption: string;
  /** Heading of the label column in the table view. */
  labelHeading: string;
  /** Heading of the value column and axis label. */
  valueHeading: string;
  /** Full form of a value (table and tips). */
  format: (value: number) => string;
  /** Short form for axis ticks. */
  formatTick?: (value: number) => string;
  /** Vertical bars (periods) or horizontal bars (ranked categories). */
  orientation?: 'vertical' | 'horizontal';
  /** Chart height in px (spec §9: 250 or 350). */
  height?: number;
  /** Card title: the chart becomes its own card (see ChartFrame). */
  title?: string;
}

/**
 * A bar chart drawn with Observable Plot (loaded lazily) in a ChartFrame, so its data is also a
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
  orientation = 'vertical',
  height = 250,
  title,
}: BarChartProps) {
  const { chartRef, error } = usePlot(
    (Plot, { width, colours }) => {
      const labels = data.map((d) => d.label);
      const fill = colours[0];
      const tip = (d: BarDatum) => `${d.label}: ${format(d.value)}`;
      return orientation === 'vertical'
        ? Plot.plot({
            width,
            height,
            marginLeft: 56,
            marginBottom: 40,
            x: { label: null, domain: labels, tickRotate: labels.length > 8 || width < 480 ? -35 : 0 },
            y: { label: valueHeading, grid: true, tickFormat: formatTick },
            marks: [Plot.barY(data, { x: 'label', y: 'value', fill, title: tip }), Plot.ruleY([0])],
          })
        : Plot.plot({
            width,
            height: Math.max(height, data.length * 40 + 40),
            marginLeft: Math.min(150, Math.round(width * 0.4)),
            x: { label: valueHeading, grid: true, tickFormat: formatTick },
            y: { label: null, domain: labels },
            marks: [Plot.barX(data, { y: 'label', x: 'value', fill, title: tip }), Plot.ruleX([0])],
          });
    },
    [data, height, orientation, valueHeading],
  );
  const columns = useMemo<Column<BarDatum>[]>(
    () => [
      { key: 'label', label: labelHeading, rowHeader: true },
      { key: 'value', label: valueHeading, numeric: true, render: (d) => format(d.value) },
    ],
    [labelHeading, valueHeading, format],
  );
  return (
    <ChartFrame
      caption={caption}
      title={title}
      rows={data}
      columns={columns}
      chartRef={chartRef}
      height={height}
      error={error}
    />
  );
}
