import { useMemo, useRef } from 'react';
import { arc, pie, type PieArcDatum } from 'd3-shape';
import { formatPercent, splitPercent } from '@tripsight/core';
import type { Column } from '../data-table.js';
import { ChartFrame } from './chart-frame.js';
import { ChartLegend } from './chart-legend.js';
import { seriesColour } from './palette.js';

export interface PieChartProps<T> {
  /** One slice per row; the chart recomputes when this array changes (accessors are read with it). */
  rows: readonly T[];
  /** Name of a slice (legend and table). */
  label: (row: T) => string;
  /** Size of a slice; negative values count as 0. */
  value: (row: T) => number;
  /** Full form of a value (legend, tips and table). */
  format: (value: number) => string;
  /** Names the chart and its table. */
  caption: string;
  labelHeading: string;
  valueHeading: string;
  /** A ring (default) or a full pie. */
  donut?: boolean;
  /** Card title: the chart becomes its own card (see ChartFrame). */
  title?: string;
  tooltip?: string;
}

/** Share labels on slices smaller than this percent are left out (spec §9). */
export const PIE_LABEL_MIN_PERCENT = 10;

const RADIUS = 100;

interface Slice {
  label: string;
  value: number;
  /** Percent of the total, one decimal; the shares add up to 100. */
  share: number;
}

/**
 * A pie or donut with a legend, drawn as SVG with d3-shape in a ChartFrame: slices cycle through the
 * six series colours, each slice of 10 % or more carries its share, and the table view lists
 * value and share. Parts: those of ChartFrame, and `legend`.
 *
 * @example
 * <PieChart rows={rateTypes} label={(r) => r.rateType} value={(r) => r.nights} format={formatNumber}
 *   caption="Nights by rate type" labelHeading="Rate type" valueHeading="Nights" />
 */
export function PieChart<T>({
  rows,
  label,
  value,
  format,
  caption,
  labelHeading,
  valueHeading,
  donut = true,
  title,
  tooltip,
}: PieChartProps<T>) {
  const accessors = useRef({ label, value });
  accessors.current = { label, value };
  const slices = useMemo<Slice[]>(() => {
    const values = rows.map((r) => Math.max(0, accessors.current.value(r) || 0));
    const shares = splitPercent(values, 1);
    return rows.map((r, i) => ({ label: accessors.current.label(r), value: values[i]!, share: shares[i]! }));
  }, [rows]);
  const arcs = useMemo(
    () =>
      pie<Slice>()
        .value((s) => s.value)
        .sort(null)(slices),
    [slices],
  );
  const shape = arc<PieArcDatum<Slice>>()
    .innerRadius(donut ? RADIUS * 0.58 : 0)
    .outerRadius(RADIUS);
  const columns = useMemo<Column<Slice>[]>(
    () => [
      { key: 'label', label: labelHeading, rowHeader: true },
      { key: 'value', label: valueHeading, numeric: true, render: (s) => format(s.value) },
      { key: 'share', label: 'Share', numeric: true, render: (s) => formatPercent(s.share, 1) },
    ],
    [labelHeading, valueHeading, format],
  );
  return (
    <ChartFrame
      caption={caption}
      title={title}
      tooltip={tooltip}
      rows={slices}
      columns={columns}
      legend={
        <ChartLegend
          items={slices.map((s, i) => ({ label: s.label, colour: seriesColour(i), value: format(s.value) }))}
        />
      }
    >
      <svg
        className="ts-pie"
        viewBox={`${-RADIUS} ${-RADIUS} ${RADIUS * 2} ${RADIUS * 2}`}
        aria-hidden="true"
        focusable="false"
      >
        {arcs.map((a, i) => {
          const [x, y] = shape.centroid(a);
          return (
            <g key={`${a.data.label}-${i}`}>
              <path d={shape(a) ?? undefined} style={{ fill: seriesColour(i) }} className="ts-pie-slice">
                <title>{`${a.data.label}: ${format(a.data.value)} (${formatPercent(a.data.share, 1)})`}</title>
              </path>
              {a.data.share >= PIE_LABEL_MIN_PERCENT && (
                <text x={x} y={y} className="ts-pie-label" textAnchor="middle" dominantBaseline="central">
                  {formatPercent(a.data.share, 0)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </ChartFrame>
  );
}
