import { useCallback, useMemo, useState, type KeyboardEvent } from 'react';
import { chartPointText, chartSummary, type SummaryKind } from '@tripsight/core/format';
import { useFormat } from '../../internal/use-format.js';

/** One series of a chart as a keyboard walks it: its name (said with each point) and its points. */
export interface WalkSeries {
  /** Said with each point ('tracked spend'); left out when the chart has one unnamed series. */
  name?: string;
  points: readonly { label: string; value: number }[];
}

/**
 * What a chart shows, for its keyboard walk and its summary sentence. Every chart of the UI kit
 * hands one to ChartFrame (`describe`).
 */
export interface ChartDescription {
  /** How the summary reads the points: a series over time, categories, or shares of a whole. */
  kind: SummaryKind;
  series: readonly WalkSeries[];
  /** Full form of a value in the context's locale (money with currency, a count, a percent). */
  format: (value: number) => string;
  /** What the values measure, as the summary starts with it (default: the chart's caption). */
  subject?: string;
  /** A summary of the chart's own instead of the generated one (a gauge's single figure). */
  summary?: string;
  /** Each point's text instead of label, series and value (a map marker's tip). */
  pointText?: (series: number, index: number) => string;
}

/** Where the walk stands: a series and a point of it. */
export interface WalkPosition {
  series: number;
  index: number;
}

export interface ChartWalk {
  /** The chart's one-sentence summary, read before the chart. */
  summary: string;
  /** The point the keyboard is on, as a screen reader hears it ('' before the first key). */
  announcement: string;
  position: WalkPosition | null;
  /** Give to the chart area's onKeyDown. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** Give to the chart area's onBlur: leaving the chart ends the walk. */
  onBlur: () => void;
}

/** The position after `key` from `at` over series of `lengths`, or undefined for a key the walk leaves alone. */
export function nextPosition(
  key: string,
  at: WalkPosition | null,
  lengths: readonly number[],
): WalkPosition | null | undefined {
  const firstSeries = lengths.findIndex((n) => n > 0);
  if (firstSeries < 0) return key === 'Escape' ? null : undefined;
  const current = at ?? { series: firstSeries, index: 0 };
  const last = (series: number) => Math.max(0, (lengths[series] ?? 1) - 1);
  const inSeries = (series: number, index: number) => ({ series, index: Math.min(index, last(series)) });
  /** The nearest series with points from `series` in `step`'s direction. */
  const seriesFrom = (series: number, step: number) => {
    for (let s = series + step; s >= 0 && s < lengths.length; s += step) if ((lengths[s] ?? 0) > 0) return s;
    return series;
  };
  switch (key) {
    case 'ArrowRight':
      return at ? inSeries(current.series, current.index + 1) : current;
    case 'ArrowLeft':
      return at ? inSeries(current.series, Math.max(0, current.index - 1)) : current;
    case 'ArrowDown':
      return at ? inSeries(seriesFrom(current.series, 1), current.index) : current;
    case 'ArrowUp':
      return at ? inSeries(seriesFrom(current.series, -1), current.index) : current;
    case 'Home':
      return { series: current.series, index: 0 };
    case 'End':
      return { series: current.series, index: last(current.series) };
    case 'Escape':
      return null;
    default:
      return undefined;
  }
}

/**
 * The keyboard walk of a chart: arrow keys move point to point (Up and Down between series), Home
 * and End go to the ends, Escape leaves (`onLeave`); each point is announced with its label, series
 * and value in the context's locale. Also gives the chart's summary sentence (core's
 * `chartSummary`). One hook for every chart, used by ChartFrame.
 */
export function useChartWalk(
  description: ChartDescription | undefined,
  caption: string,
  onLeave?: () => void,
): ChartWalk {
  const { locale } = useFormat();
  const [position, setPosition] = useState<WalkPosition | null>(null);
  const series = description?.series;
  const lengths = useMemo(() => (series ?? []).map((s) => s.points.length), [series]);

  const summary = useMemo(() => {
    if (!description) return '';
    if (description.summary !== undefined) return description.summary;
    const subject = description.subject ?? caption;
    const named = description.series.length > 1;
    return description.series
      .map((s) =>
        chartSummary({
          kind: description.kind,
          subject: named && s.name ? `${subject}, ${s.name}` : subject,
          points: s.points,
          format: description.format,
          locale,
        }),
      )
      .join(' ');
  }, [description, caption, locale]);

  // A position past the data (new, shorter rows) is let go rather than announced.
  const point = position && series?.[position.series]?.points[position.index];
  const announcement =
    position && point && description
      ? (description.pointText?.(position.series, position.index) ??
        chartPointText(point.label, description.format(point.value), series[position.series]?.name))
      : '';

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const next = nextPosition(event.key, position, lengths);
      if (next === undefined) return;
      event.preventDefault();
      setPosition(next);
      if (next === null) onLeave?.();
    },
    [position, lengths, onLeave],
  );
  const onBlur = useCallback(() => setPosition(null), []);
  return { summary, announcement, position: point ? position : null, onKeyDown, onBlur };
}
