import { moneyAxis, type MoneyAxis } from './money.js';

/*
 * The bar chart as an Observable Plot figure: the one spec the elements draw in the browser and the
 * service draws into mails and PDFs. Core does not load Plot; the caller hands in its marks.
 */

/** One bar: its category (a period or a name) and its value. */
export interface BarDatum {
  label: string;
  value: number;
}

/**
 * The Plot marks a bar chart uses, as the caller loaded them. Their options are Plot's own types;
 * here they are only passed through (`never`: any Plot version's signatures fit).
 */
export interface BarPlotMarks<Figure = unknown> {
  plot(options: never): Figure;
  barX(data: never, options: never): unknown;
  barY(data: never, options: never): unknown;
  ruleX(values: never): unknown;
  ruleY(values: never): unknown;
}

/** What a bar chart draws: its data, texts and formats, and the room it has. */
export interface BarPlotSpec {
  data: readonly BarDatum[];
  caption: string;
  /** Heading of the value column, and the axis label unless it repeats the caption or title. */
  valueHeading: string;
  title?: string;
  /** Full form of a value (tips). */
  format: (value: number) => string;
  /** Short form for axis ticks. */
  formatTick?: (value: number) => string;
  /** The value axis: its ticks, domain and labels (`moneyAxis`); wins over `formatTick`. */
  axis?: Pick<MoneyAxis, 'ticks' | 'domain' | 'format'>;
  /** Vertical bars (periods) or horizontal bars (ranked categories). */
  orientation?: 'vertical' | 'horizontal';
  /** Height in px. */
  height?: number;
  /** Drawing width in px and the bar colour. */
  width: number;
  fill: string;
}

/** Rough width in px of a tick label at the axis font (10 px sans-serif). */
const labelWidth = (label: string) => label.length * 6 + 8;

/**
 * True when the category labels of a vertical chart would not fit side by side in `width` (they are
 * then turned, so 'Wk of Oct 19' never overlaps 'Wk of Oct 26').
 */
function labelsCrowded(labels: readonly string[], width: number, marginLeft: number): boolean {
  const room = (width - marginLeft - 10) / Math.max(1, labels.length);
  return labels.some((label) => labelWidth(label) > room);
}

/** Every n-th tick of a horizontal value axis, so its labels never touch in `room` px. */
function spacedTicks(ticks: readonly number[], format: (value: number) => string, room: number): number[] {
  const widest = Math.max(0, ...ticks.map((tick) => labelWidth(format(tick))));
  const gap = room / Math.max(1, ticks.length - 1);
  const every = Math.max(1, Math.ceil((widest + 6) / gap));
  return ticks.filter((_, i) => i % every === 0);
}

/** A category label cut with '…' to `chars` characters (the bar's tip and the table keep it whole). */
function fitLabel(label: string, chars: number): string {
  return label.length <= chars ? label : `${label.slice(0, Math.max(1, chars - 1))}…`;
}

/**
 * The bar chart's Plot figure: vertical bars (periods) with their labels turned when crowded, or
 * horizontal bars (ranked categories) with the room the longest category needs, up to 45 % of the
 * width.
 *
 * @example barPlot(Plot, { data, caption: 'Savings by month', valueHeading: 'Savings', format, width: 600, fill: '#0969da' })
 */
export function barPlot<Figure>(Plot: BarPlotMarks<Figure>, spec: BarPlotSpec): Figure {
  const { data, caption, valueHeading, title, format, axis, width, fill } = spec;
  const { formatTick = format, orientation = 'vertical', height = 250 } = spec;
  const labels = data.map((d) => d.label);
  // The card already names the chart: an axis label saying the same is left out.
  const axisLabel = valueHeading === caption || valueHeading === title ? null : valueHeading;
  const tip = (d: BarDatum) => `${d.label}: ${format(d.value)}`;
  // A vertical chart's value axis runs in whole steps from zero to at least its tallest bar (the top
  // grid line is never below a bar), its ticks labelled in the short form.
  const scale =
    axis ??
    (orientation === 'vertical'
      ? {
          ...moneyAxis(
            data.map((d) => d.value),
            null,
          ),
          format: formatTick,
        }
      : undefined);
  // Room for the widest tick label left of a vertical axis ('€1,500.00' is never cut at the edge).
  const tickRoom = scale ? Math.max(0, ...scale.ticks.map((tick) => labelWidth(scale.format(tick)))) + 10 : 0;
  const marginLeft =
    orientation === 'vertical'
      ? Math.min(Math.max(56, tickRoom), Math.round(width * 0.45))
      : Math.max(60, Math.min(Math.max(0, ...labels.map(labelWidth)) + 12, Math.round(width * 0.45)));
  // Along a horizontal value axis, labels need room side by side: keep every n-th tick on a phone.
  const ticks =
    scale && orientation === 'horizontal'
      ? spacedTicks(scale.ticks, scale.format, width - marginLeft - 20)
      : scale?.ticks;
  const values = scale
    ? { grid: true, ticks, domain: scale.domain, tickFormat: scale.format }
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
      marks: [
        Plot.barY(data as never, { x: 'label', y: 'value', fill, title: tip } as never),
        Plot.ruleY([0] as never),
      ],
    } as never);
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
    marks: [
      Plot.barX(data as never, { y: 'label', x: 'value', fill, title: tip } as never),
      Plot.ruleX([0] as never),
    ],
  } as never);
}
