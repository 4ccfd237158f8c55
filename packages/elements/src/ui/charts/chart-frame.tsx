import { Fragment, useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { Card } from '../card.js';
import { useChartWalk, type ChartDescription } from './chart-walk.js';
import { DataTable, type Column } from '../data-table.js';
import { ErrorFallback } from '../states.js';

export interface ChartFrameProps<T extends object> {
  /** Names the figure, the chart image and the table (e.g. 'Savings by month'). */
  caption: string;
  /** Rows of the table view: the chart's data, one row per mark. */
  rows: readonly T[];
  /** Columns of the table view. */
  columns: readonly Column<T>[];
  /** With a title the frame is a card with the toggle in its header; without, a bare figure for use inside a Card. */
  title?: string;
  /** Info tooltip of the card title. */
  tooltip?: string;
  /** Reserved height of the chart area in px, so the card does not jump while Plot loads. */
  height?: number;
  /** Plot charts: the chart area element to draw into (from usePlot). */
  chartRef?: (node: HTMLDivElement | null) => void;
  /** Charts drawn by React (SVG): the drawing; the area is marked painted at once. */
  children?: ReactNode;
  /** A legend shown under the chart (not in the table view, where the rows are labelled). */
  legend?: ReactNode;
  /** Why the chart could not be drawn; the table view stays available. */
  error?: string | null;
  /** Offer the "View as table" toggle (default true); false when the page shows the data's table beside the chart. */
  tableToggle?: boolean;
  /** Controls of the chart shown beside the toggle (e.g. a map's zoom buttons), hidden in the table view. */
  tools?: ReactNode;
  /**
   * What the chart shows, point by point: with it the chart area takes focus, the arrow keys walk
   * its points (announced in a live region), and its summary sentence is read first.
   */
  describe?: ChartDescription;
}

/** What a chart hands its frame as it is given: its caption, and its card's title and tooltip. */
export type ChartCardProps = Pick<ChartFrameProps<object>, 'caption' | 'title' | 'tooltip'>;

/** How to walk a chart, read after its summary. */
const CHART_KEYS_HINT =
  'Arrow keys move from point to point, up and down between series; Home and End go to the ends; Escape leaves.';

/**
 * The frame every chart sits in: a figure named by `caption` whose chart area is a labelled image,
 * and a "View as table" button that swaps the chart for an accessible DataTable of the same data
 * (and "View as chart" back). With `title`, the frame is a Card.
 *
 * Parts: `chart` (the drawing area; `data-painted` once drawn), `chart-table` (around the table
 * view), `view-as-table` (the toggle, aria-pressed while the table shows), and those of Card and
 * DataTable (`table`, `table-header`, `row`, `cell`). With `describe`: `chart-summary` (the
 * visually hidden sentence the chart area is described by) and `chart-readout` (the point the
 * keyboard is on, shown and announced politely).
 *
 * @example
 * <ChartFrame caption="Top countries" rows={rows} columns={columns} chartRef={chartRef} height={250} />
 */
export function ChartFrame<T extends object>({
  caption,
  rows,
  columns,
  title,
  tooltip,
  height,
  chartRef,
  children,
  legend,
  error,
  tableToggle = true,
  tools,
  describe,
}: ChartFrameProps<T>) {
  const [asTable, setAsTable] = useState(false);
  const regionId = useId();
  const captionId = useId();
  const summaryId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Escape leaves the chart for its table toggle, the nearest control of the same figure.
  const leave = useCallback(() => toggleRef.current?.focus(), []);
  const walk = useChartWalk(describe, caption, leave);
  const toggle = (
    <button
      ref={toggleRef}
      type="button"
      part="view-as-table"
      className="ts-toggle"
      aria-pressed={asTable}
      aria-controls={regionId}
      onClick={() => setAsTable((v) => !v)}
    >
      {asTable ? 'View as chart' : 'View as table'}
    </button>
  );
  const figure = (
    <figure className="ts-chart-figure" aria-labelledby={captionId}>
      <figcaption id={captionId} className="ts-visually-hidden">
        {caption}
      </figcaption>
      {describe && (
        <p id={summaryId} part="chart-summary" className="ts-visually-hidden">
          {`${walk.summary} ${CHART_KEYS_HINT}`}
        </p>
      )}
      {(tools || (title === undefined && tableToggle)) && (
        <div className="ts-chart-tools">
          {!asTable && tools}
          {title === undefined && tableToggle && toggle}
        </div>
      )}
      <div id={regionId} className="ts-chart-region">
        {/* Keys: the table and the chart are different elements. Without them React would reuse the
            chart's <div> for the table, keeping the drawing Plot put in it (the table then shows under
            a stale chart). */}
        {asTable ? (
          <div key="table" part="chart-table" className="ts-chart-table">
            <DataTable caption={caption} columns={columns} rows={rows} />
          </div>
        ) : error ? (
          <ErrorFallback key="error" detail={error} />
        ) : (
          <Fragment key="chart">
            <div
              ref={chartRef}
              part="chart"
              className="ts-chart"
              role={describe ? 'application' : 'img'}
              aria-roledescription={describe ? 'chart' : undefined}
              aria-label={caption}
              aria-describedby={describe ? summaryId : undefined}
              tabIndex={describe ? 0 : undefined}
              onKeyDown={describe ? walk.onKeyDown : undefined}
              onBlur={describe ? walk.onBlur : undefined}
              data-walk-series={walk.position?.series}
              data-walk-index={walk.position?.index}
              style={height ? { minHeight: height } : undefined}
              data-painted={children !== undefined ? '' : undefined}
            >
              {children}
            </div>
            {describe && (
              <p part="chart-readout" className="ts-chart-readout" role="status" aria-atomic="true">
                {walk.announcement}
              </p>
            )}
            {legend}
          </Fragment>
        )}
      </div>
    </figure>
  );
  return title === undefined ? (
    figure
  ) : (
    <Card title={title} tooltip={tooltip} actions={tableToggle ? toggle : undefined}>
      {figure}
    </Card>
  );
}
