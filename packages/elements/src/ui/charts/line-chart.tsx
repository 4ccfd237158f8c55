import { useMemo, useRef } from 'react';
import type { Column } from '../data-table.js';
import { ChartFrame, type ChartCardProps } from './chart-frame.js';
import type { ChartDescription } from './chart-walk.js';
import { usePlot } from './use-plot.js';

export interface LineChartProps<T> extends ChartCardProps {
  /** One point per row, in x order; the chart redraws when this array changes (accessors are read with it). */
  rows: readonly T[];
  /** The point's place on the horizontal axis (a number: days, a rule, a size). */
  x: (row: T) => number;
  y: (row: T) => number;
  /** Headings of the axes and of the table's columns. */
  xHeading: string;
  yHeading: string;
  /** Full form of a value (table and tips). */
  format: (value: number) => string;
  /** Short form for the value axis (default `format`). */
  formatTick?: (value: number) => string;
  /** Form of an x value (default the number). */
  formatX?: (value: number) => string;
  /** An x value to mark with a vertical rule (the current choice). */
  marker?: number | null;
  /** Chart height in px (docs/rules/shell.md#charts: 250 or 350). */
  height?: number;
}

interface Point {
  x: number;
  y: number;
}

/**
 * A value against a number (not a date): a line with the area under it, drawn with Observable Plot
 * in a ChartFrame, and a rule marking the current x. The table view lists x and the value.
 * Parts: those of ChartFrame.
 *
 * @example
 * <LineChart rows={curve} x={(p) => p.policyRule} y={(p) => p.cost} caption="Cost by rule"
 *   xHeading="Rule (days)" yHeading="Cost" format={usd} marker={14} />
 */
export function LineChart<T>({
  rows,
  x,
  y,
  xHeading,
  yHeading,
  format,
  formatTick = format,
  formatX = String,
  marker = null,
  height = 250,
  ...card
}: LineChartProps<T>) {
  const accessors = useRef({ x, y });
  accessors.current = { x, y };
  const points = useMemo<Point[]>(
    () => rows.map((row) => ({ x: accessors.current.x(row), y: accessors.current.y(row) })),
    [rows],
  );
  const plot = usePlot(
    (Plot, { width, colours }) =>
      Plot.plot({
        width,
        height,
        marginLeft: 64,
        marginBottom: 40,
        x: {
          label: xHeading,
          labelAnchor: 'center',
          labelArrow: 'none',
          tickFormat: formatX,
          ticks: Math.max(2, Math.floor(width / 80)),
        },
        y: { label: null, grid: true, tickFormat: formatTick },
        marks: [
          Plot.areaY(points, { x: 'x', y: 'y', fill: colours[0], fillOpacity: 0.15 }),
          Plot.lineY(points, { x: 'x', y: 'y', stroke: colours[0], strokeWidth: 2 }),
          Plot.ruleY([0]),
          ...(marker !== null
            ? [Plot.ruleX([marker], { stroke: colours[2], strokeWidth: 2, strokeDasharray: '4,3' })]
            : []),
        ],
      }),
    [points, height, marker, xHeading],
  );
  const columns = useMemo<Column<Point>[]>(
    () => [
      { key: 'x', label: xHeading, rowHeader: true, render: (p) => formatX(p.x) },
      { key: 'y', label: yHeading, numeric: true, render: (p) => format(p.y) },
    ],
    [xHeading, yHeading, format, formatX],
  );
  const describe = useMemo<ChartDescription>(
    () => ({
      kind: 'series',
      series: [{ name: yHeading, points: points.map((p) => ({ label: formatX(p.x), value: p.y })) }],
      format,
    }),
    [points, yHeading, format, formatX],
  );
  return (
    <ChartFrame {...card} describe={describe} rows={points} columns={columns} height={height} {...plot} />
  );
}
