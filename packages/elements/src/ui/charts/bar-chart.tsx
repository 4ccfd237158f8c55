import { useEffect, useId, useRef, useState } from 'react';
import { ErrorFallback } from '../states.js';
import { loadPlot } from './load-plot.js';

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
}

/**
 * A bar chart drawn with Observable Plot (loaded lazily) that also offers its data as a table:
 * the "View as table" button swaps the chart for an accessible table (parts: chart, chart-toggle,
 * table). The chart element gets `data-painted` once it is on screen.
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
}: BarChartProps) {
  const [asTable, setAsTable] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const regionId = useId();
  // Formatters are usually inline functions; read the latest through a ref so they don't redraw the chart.
  const formats = useRef({ format, formatTick });
  formats.current = { format, formatTick };

  useEffect(() => {
    if (asTable) return;
    let cancelled = false;
    loadPlot()
      .then((Plot) => {
        const node = container.current;
        if (cancelled || !node) return;
        const { format, formatTick } = formats.current;
        const color = getComputedStyle(node).getPropertyValue('--ts-chart-color').trim() || '#2563eb';
        const width = Math.max(280, node.clientWidth || 600);
        const labels = data.map((d) => d.label);
        const chart =
          orientation === 'vertical'
            ? Plot.plot({
                width,
                height,
                marginLeft: 56,
                marginBottom: 40,
                x: { label: null, domain: labels, tickRotate: labels.length > 8 ? -35 : 0 },
                y: { label: valueHeading, grid: true, tickFormat: formatTick },
                marks: [
                  Plot.barY(data, {
                    x: 'label',
                    y: 'value',
                    fill: color,
                    title: (d: BarDatum) => `${d.label}: ${format(d.value)}`,
                  }),
                  Plot.ruleY([0]),
                ],
              })
            : Plot.plot({
                width,
                height: Math.max(height, data.length * 40 + 40),
                marginLeft: 150,
                x: { label: valueHeading, grid: true, tickFormat: formatTick },
                y: { label: null, domain: labels },
                marks: [
                  Plot.barX(data, {
                    y: 'label',
                    x: 'value',
                    fill: color,
                    title: (d: BarDatum) => `${d.label}: ${format(d.value)}`,
                  }),
                  Plot.ruleX([0]),
                ],
              });
        chart.setAttribute('aria-hidden', 'true');
        node.replaceChildren(chart);
        requestAnimationFrame(() => {
          if (!cancelled) node.setAttribute('data-painted', '');
        });
      })
      .catch((e: unknown) => {
        if (!cancelled) setError(e instanceof Error ? e.message : String(e));
      });
    return () => {
      cancelled = true;
      container.current?.removeAttribute('data-painted');
    };
  }, [asTable, data, height, orientation, valueHeading]);

  if (error) return <ErrorFallback detail={error} />;
  return (
    <figure className="ts-chart-figure" style={{ margin: 0 }}>
      <div className="ts-chart-tools">
        <button
          type="button"
          part="chart-toggle"
          className="ts-toggle"
          aria-pressed={asTable}
          aria-controls={regionId}
          onClick={() => setAsTable((v) => !v)}
        >
          {asTable ? 'View as chart' : 'View as table'}
        </button>
      </div>
      <div id={regionId}>
        {asTable ? (
          <div className="ts-table-wrap">
            <table part="table" className="ts-table">
              <caption>{caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{labelHeading}</th>
                  <th scope="col" className="ts-num">
                    {valueHeading}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.map((d) => (
                  <tr key={d.label}>
                    <th scope="row">{d.label}</th>
                    <td className="ts-num">{format(d.value)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <div
            ref={container}
            part="chart"
            className="ts-chart"
            role="img"
            aria-label={caption}
            style={{ minHeight: height }}
          />
        )}
      </div>
      <figcaption className="ts-visually-hidden">{caption}</figcaption>
    </figure>
  );
}
