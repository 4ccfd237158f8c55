import { useMemo } from 'react';
import type { Column } from '../data-table.js';
import { ChartFrame } from './chart-frame.js';
import type { ChartDescription } from './chart-walk.js';
import { useShape } from './use-shape.js';
import { useFormat } from '../../internal/use-format.js';

export interface GaugeProps {
  /** The figure in percent, 0–100; the ring fills that share (values outside are clamped for the ring only). */
  value: number;
  /** Names the gauge and its table (e.g. 'Rebooking ratio'). */
  caption: string;
  /** Text under the value in the middle of the ring (e.g. 'of deals rebooked'). */
  label?: string;
  /** Form of the value in the middle and in the table (default: percent with no decimals). */
  format?: (value: number) => string;
  /** Card title: the gauge becomes its own card (see ChartFrame). */
  title?: string;
  tooltip?: string;
}

interface GaugeRow {
  name: string;
  value: number;
}

const OUTER = 100;
const INNER = 72;
const HALF = Math.PI / 2;

/**
 * A half ring that fills to `value` percent, with the value and its label in the middle, drawn
 * with d3-shape's arc in a ChartFrame (its table view has one row). Parts: those of ChartFrame.
 *
 * @example <Gauge value={64.2} caption="Rebooking ratio" label="of deals rebooked" />
 */
export function Gauge({ value, caption, label, format: formatValue, title, tooltip }: GaugeProps) {
  const { formatPercent } = useFormat();
  const format = useMemo(
    () => formatValue ?? ((v: number) => formatPercent(v, 0)),
    [formatValue, formatPercent],
  );
  const share = Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
  // d3-shape loads after the figures; until then the frame reserves the chart area.
  const { shape: d3, error } = useShape();
  const ring = d3
    ?.arc<{ endAngle: number }>()
    .innerRadius(INNER)
    .outerRadius(OUTER)
    .startAngle(-HALF)
    .cornerRadius(3);
  const rows = useMemo<GaugeRow[]>(() => [{ name: label ?? caption, value }], [label, caption, value]);
  const columns = useMemo<Column<GaugeRow>[]>(
    () => [
      { key: 'name', label: 'Measure', rowHeader: true },
      { key: 'value', label: 'Value', numeric: true, render: (r) => format(r.value) },
    ],
    [format],
  );
  // One figure: its summary is the figure itself, with its label.
  const describe = useMemo<ChartDescription>(
    () => ({
      kind: 'categories',
      series: [{ points: rows.map((r) => ({ label: r.name, value: r.value })) }],
      format,
      summary: `${caption}: ${format(value)}${label ? ` ${label}` : ''}.`,
    }),
    [rows, format, caption, value, label],
  );
  return (
    <ChartFrame
      caption={caption}
      title={title}
      tooltip={tooltip}
      rows={rows}
      columns={columns}
      error={error}
      describe={describe}
    >
      {ring && (
        <svg
          className="ts-gauge"
          viewBox={`${-OUTER} ${-OUTER} ${OUTER * 2} ${OUTER + 4}`}
          aria-hidden="true"
          focusable="false"
        >
          <path className="ts-gauge-track" d={ring({ endAngle: HALF }) ?? undefined} />
          {share > 0 && (
            <path
              className="ts-gauge-fill"
              d={ring({ endAngle: -HALF + (share / 100) * Math.PI }) ?? undefined}
              data-share={share}
            />
          )}
          <text className="ts-gauge-value" x={0} y={label ? -22 : -8} textAnchor="middle">
            {format(value)}
          </text>
          {label && (
            <text className="ts-gauge-label" x={0} y={-4} textAnchor="middle">
              {label}
            </text>
          )}
        </svg>
      )}
    </ChartFrame>
  );
}
