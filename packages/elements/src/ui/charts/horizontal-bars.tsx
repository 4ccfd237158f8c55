import { useMemo, useRef } from 'react';
import { ChartFrame } from './chart-frame.js';
import { usePlot } from './use-plot.js';
import {
  labelledDescription,
  useLabelledValues,
  useLabelValueColumns,
  type LabelledSeriesProps,
  type LabelledValue,
} from './labelled-series.js';

export interface HorizontalBarsProps<T> extends LabelledSeriesProps<T> {
  /** Bar thickness in px (docs/rules/shell.md#charts: bar sizes 24 or 40). */
  barSize?: number;
  /**
   * A second figure of each bar (e.g. the PNRs a ratio is taken over): in the bar's tooltip and as
   * a column of the table view.
   */
  detail?: { heading: string; value: (row: T) => number; format: (value: number) => string };
}

type Bar = LabelledValue & { detail?: number };

/** Plot's default font is 10 px; its text widths are given in ems of that. */
const FONT_PX = 10;
/** Width of a character of the default font, for sizing margins: capitals and digits are wider. */
const textPx = (text: string) => [...text].reduce((px, ch) => px + (/[A-Z0-9]/.test(ch) ? 7 : 5.5), 0);

/**
 * Labelled horizontal bars with the value at the end of each bar, drawn with Observable Plot in a
 * ChartFrame. Long names are cut with an ellipsis so the chart keeps its bars at 390 px.
 * Parts: those of ChartFrame.
 *
 * @example
 * <HorizontalBars rows={chains} label={(r) => r.chain} value={(r) => r.nights} format={formatNumber}
 *   caption="Nights by chain" labelHeading="Chain" valueHeading="Nights" />
 */
export function HorizontalBars<T>({
  rows,
  label,
  value,
  format,
  labelHeading,
  valueHeading,
  barSize = 24,
  detail,
  ...card
}: HorizontalBarsProps<T>) {
  const values = useLabelledValues(rows, label, value);
  const detailRef = useRef(detail);
  detailRef.current = detail;
  const bars: Bar[] = useMemo(
    () => values.map((bar, i) => ({ ...bar, detail: detailRef.current?.value(rows[i] as T) })),
    [values, rows],
  );
  const detailText = (b: Bar) =>
    detail && b.detail !== undefined ? ` (${detail.heading}: ${detail.format(b.detail)})` : '';
  const height = bars.length * (barSize + 10) + 20;
  const plot = usePlot(
    (Plot, { width, colours }) => {
      const longestLabel = Math.max(0, ...bars.map((b) => textPx(b.label)));
      const longestValue = Math.max(0, ...bars.map((b) => textPx(format(b.value))));
      const marginLeft = Math.min(Math.round(width * 0.4), Math.max(48, Math.ceil(longestLabel) + 16));
      const marginRight = Math.min(Math.round(width * 0.3), Math.ceil(longestValue) + 12);
      return Plot.plot({
        width,
        height,
        marginLeft,
        marginRight,
        marginTop: 10,
        marginBottom: 10,
        x: { axis: null },
        y: { domain: bars.map((b) => b.label), padding: 0.25, axis: null },
        marks: [
          Plot.barX(bars, {
            x: 'value',
            y: 'label',
            fill: colours[0],
            title: (b: Bar) => `${b.label}: ${format(b.value)}${detailText(b)}`,
          }),
          Plot.axisY({
            tickSize: 0,
            label: null,
            lineWidth: (marginLeft - 8) / FONT_PX,
            textOverflow: 'ellipsis',
          }),
          Plot.text(bars, {
            x: 'value',
            y: 'label',
            text: (b: Bar) => format(b.value),
            textAnchor: 'start',
            dx: 4,
          }),
          Plot.ruleX([0]),
        ],
      });
    },
    [bars, height],
  );
  const detailHeading = detail?.heading;
  const detailFormat = useRef(detail?.format);
  detailFormat.current = detail?.format;
  const extra = useMemo(
    () =>
      detailHeading
        ? [
            {
              key: 'detail' as const,
              label: detailHeading,
              numeric: true,
              render: (b: Bar) => (b.detail === undefined ? '' : (detailFormat.current?.(b.detail) ?? '')),
            },
          ]
        : [],
    [detailHeading],
  );
  const columns = useLabelValueColumns<Bar>(labelHeading, valueHeading, format, extra);
  const describe = useMemo(
    () => labelledDescription('categories', valueHeading, bars, format, detailText),
    // `detailText` reads the detail with the bars.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [bars, valueHeading, format],
  );
  return <ChartFrame {...card} describe={describe} rows={bars} columns={columns} height={height} {...plot} />;
}
