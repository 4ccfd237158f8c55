import { useMemo } from 'react';
import type { MoneyAxis } from '@tripsight/core/format';
import type { Column } from '../data-table.js';
import { ChartFrame } from './chart-frame.js';
import type { ChartDescription } from './chart-walk.js';
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
  /** Chart height in px (spec §9: 250 or 350). */
  height?: number;
  /** Card title: the chart becomes its own card (see ChartFrame). */
  title?: string;
}

/** Rough width in px of a tick label at the axis font (10 px sans-serif). */
const labelWidth = (label: string) => label.length * 6 + 8;

/**
 * True when the category labels of a vertical chart would not fit side by side in `width` (they are
 * then turned, so 'Wk of Oct 19' never overlaps 'Wk of Oct 26').
 */
export function labelsCrowded(labels: readonly string[], width: number, marginLeft: number): boolean {
  const room = (width - marginLeft - 10) / Math.max(1, labels.length);
  return labels.some((label) => labelWidth(label) > room);
}

/** Every n-th tick of a horizontal value axis, so its labels never touch in `room` px. */
export function spacedTicks(
  ticks: readonly number[],
  format: (value: number) => string,
  room: number,
): number[] {
  const widest = Math.max(0, ...ticks.map((tick) => labelWidth(format(tick))));
  const gap = room / Math.max(1, ticks.length - 1);
  const every = Math.max(1, Math.ceil((widest + 6) / gap));
  return ticks.filter((_, i) => i % every === 0);
}

/** A category label cut with '…' to `chars` characters (the bar's tip and the table keep it whole). */
export function fitLabel(label: string, chars: number): string {
  return label.length <= chars ? label : `${label.slice(0, Math.max(1, chars - 1))}…`;
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
  axis,
  orientation = 'vertical',
  height = 250,
  title,
}: BarChartProps) {
  const { chartRef, error } = usePlot(
    (Plot, { width, colours }) => {
      const labels = data.map((d) => d.label);
      const fill = colours[0];
      // The card already names the chart: an axis label saying the same is left out.
      const axisLabel = valueHeading === caption || valueHeading === title ? null : valueHeading;
      const tip = (d: BarDatum) => `${d.label}: ${format(d.value)}`;
      // Horizontal bars give their categories the room the longest needs, up to 45% of the width.
      const marginLeft =
        orientation === 'vertical'
          ? 56
          : Math.max(60, Math.min(Math.max(0, ...labels.map(labelWidth)) + 12, Math.round(width * 0.45)));
      // Along a horizontal value axis, labels need room side by side: keep every n-th tick on a phone.
      const ticks =
        axis && orientation === 'horizontal'
          ? spacedTicks(axis.ticks, axis.format, width - marginLeft - 20)
          : axis?.ticks;
      const values = axis
        ? { grid: true, ticks, domain: axis.domain, tickFormat: axis.format }
        : { grid: true, tickFormat: formatTick };
      if (orientation === 'vertical') {
        const turned = labelsCrowded(labels, width, marginLeft);
        const longest = Math.max(0, ...labels.map(labelWidth));
        return Plot.plot({
          width,
          height,
          marginLeft,
          // Turned labels need the room of their slant (sin 35° of their length) below the axis.
          marginBottom: turned ? Math.min(90, Math.round(longest * 0.6) + 12) : 40,
          x: { label: null, domain: labels, tickRotate: turned ? -35 : 0 },
          y: { label: axisLabel, ...values },
          marks: [Plot.barY(data, { x: 'label', y: 'value', fill, title: tip }), Plot.ruleY([0])],
        });
      }
      return Plot.plot({
        width,
        height: Math.max(height, data.length * 40 + 40),
        marginLeft,
        x: { label: axisLabel, ...values },
        // Long categories are cut to the margin rather than cut off at the card's edge.
        y: {
          label: null,
          domain: labels,
          tickFormat: (label: string) => fitLabel(label, Math.floor((marginLeft - 14) / 6)),
        },
        marks: [Plot.barX(data, { y: 'label', x: 'value', fill, title: tip }), Plot.ruleX([0])],
      });
    },
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
