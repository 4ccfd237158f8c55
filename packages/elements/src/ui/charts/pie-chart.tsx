import { useMemo } from 'react';
import type { PieArcDatum } from 'd3-shape';
import { splitPercent } from '@tripsight/core/rules';
import type { Column } from '../data-table.js';
import { ChartFrame } from './chart-frame.js';
import { useShape } from './use-shape.js';
import { ChartLegend } from './chart-legend.js';
import { CATEGORY_COLOURS, SERIES_COLOURS, seriesColour } from './palette.js';
import {
  labelledDescription,
  useLabelledValues,
  useLabelValueColumns,
  type LabelledSeriesProps,
  type LabelledValue,
} from './labelled-series.js';
import { useFormat } from '../../internal/use-format.js';

export interface PieChartProps<T> extends LabelledSeriesProps<T> {
  /** A ring (default) or a full pie. Negative values count as 0. */
  donut?: boolean;
  /** Show the legend under the chart (default true). */
  legend?: boolean;
  /** Offer the "View as table" toggle (default true; see ChartFrame). */
  tableToggle?: boolean;
  /**
   * Each of up to ten categories gets its own colour of the categorical palette (default: the
   * slices cycle through the six series colours, as the spec's donut does).
   */
  categorical?: boolean;
}

/** Share labels on slices smaller than this percent are left out (docs/rules/shell.md#charts). */
const PIE_LABEL_MIN_PERCENT = 10;

const RADIUS = 100;

/** The share column of the table view, in the host's locale. */
function shareColumn(formatPercent: (value: number, decimals?: number) => string): Column<Slice>[] {
  return [{ key: 'share', label: 'Share', numeric: true, render: (s) => formatPercent(s.share, 1) }];
}

interface Slice extends LabelledValue {
  /** Percent of the total, one decimal; the shares add up to 100. */
  share: number;
}

/**
 * A pie or donut with a legend, drawn as SVG with d3-shape in a ChartFrame: slices cycle through the
 * six series colours (all ten palette colours when `categorical`), each slice of 10 % or more carries its share, and the table view lists
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
  labelHeading,
  valueHeading,
  donut = true,
  legend = true,
  tableToggle,
  categorical = false,
  ...card
}: PieChartProps<T>) {
  const colourOf = (i: number) => seriesColour(i, categorical ? CATEGORY_COLOURS : SERIES_COLOURS);
  const read = useLabelledValues(rows, label, value);
  const slices = useMemo<Slice[]>(() => {
    const values = read.map((r) => Math.max(0, r.value || 0));
    const shares = splitPercent(values, 1);
    return read.map((r, i) => ({ label: r.label, value: values[i]!, share: shares[i]! }));
  }, [read]);
  // d3-shape loads after the figures; until then the frame reserves the chart area.
  const { shape: d3, error } = useShape();
  const arcs = useMemo(
    () =>
      d3
        ?.pie<Slice>()
        .value((s) => s.value)
        .sort(null)(slices) ?? [],
    [d3, slices],
  );
  const shape = d3
    ?.arc<PieArcDatum<Slice>>()
    .innerRadius(donut ? RADIUS * 0.58 : 0)
    .outerRadius(RADIUS);
  const { formatPercent } = useFormat();
  const share = useMemo(() => shareColumn(formatPercent), [formatPercent]);
  const columns = useLabelValueColumns<Slice>(labelHeading, valueHeading, format, share);
  const describe = useMemo(
    () =>
      labelledDescription('shares', valueHeading, slices, format, (s) => `, ${formatPercent(s.share, 1)}`),
    [slices, valueHeading, format, formatPercent],
  );
  return (
    <ChartFrame
      {...card}
      describe={describe}
      rows={slices}
      columns={columns}
      error={error}
      tableToggle={tableToggle}
      legend={
        legend && (
          <ChartLegend
            items={slices.map((s, i) => ({
              label: s.label,
              colour: colourOf(i),
              value: format(s.value),
            }))}
          />
        )
      }
    >
      {shape && (
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
                <path d={shape(a) ?? undefined} style={{ fill: colourOf(i) }} className="ts-pie-slice">
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
      )}
    </ChartFrame>
  );
}
