import { resolveLocale } from './locale.js';
import { formatPercent } from './money.js';

/** One mark of a chart as the summary reads it: its label (a period, a category) and its value. */
export interface SummaryPoint {
  label: string;
  value: number;
}

/**
 * What a chart shows, for its one-sentence summary:
 * - `series`: values in order (months, days, rules) — the sentence gives the change from the first
 *   to the last, and where it was highest and lowest;
 * - `categories`: ranked or unordered categories (bars) — the highest and the lowest, and how many;
 * - `shares`: parts of a whole (pie, donut) — the largest and smallest share of the total.
 */
export type SummaryKind = 'series' | 'categories' | 'shares';

export interface ChartSummaryInput {
  kind: SummaryKind;
  /** What the values measure, as the sentence starts with it ('Spend', 'Nights by chain'). */
  subject: string;
  points: readonly SummaryPoint[];
  /** Full form of a value, in the same locale (money with its currency, a count, a percent). */
  format: (value: number) => string;
  /** BCP 47 tag; the sentence's words (English, German, French or Spanish) and numbers follow it. */
  locale?: string | null;
}

/** Changes within this many percent of the first value read as steady. */
export const STEADY_PERCENT = 1;

/** The words of a summary sentence in one language; `{…}` are filled in. */
interface Phrases {
  empty: string;
  single: string;
  rose: string;
  fell: string;
  steady: string;
  /** A rise or fall from zero, where a percent has no meaning. */
  roseFrom: string;
  fellTo: string;
  extremes: string;
  categories: string;
  shares: string;
  sharesOne: string;
}

const PHRASES: Record<string, Phrases> = {
  en: {
    empty: '{subject}: no data.',
    single: '{subject} was {value} in {label}.',
    rose: '{subject} rose {change} from {first} to {last}',
    fell: '{subject} fell {change} from {first} to {last}',
    steady: '{subject} held steady from {first} to {last}',
    roseFrom: '{subject} rose from {from} to {to} from {first} to {last}',
    fellTo: '{subject} fell from {from} to {to} from {first} to {last}',
    extremes: '; highest in {high} ({highValue}), lowest in {low} ({lowValue}).',
    categories: '{subject}: highest {high} ({highValue}), lowest {low} ({lowValue}), across {count} items.',
    shares: '{subject}: largest share {high} ({highShare}), smallest {low} ({lowShare}), of {count} parts.',
    sharesOne: '{subject}: all of it {high} ({highValue}).',
  },
  de: {
    empty: '{subject}: keine Daten.',
    single: '{subject} betrug {value} in {label}.',
    rose: '{subject} stieg um {change} von {first} bis {last}',
    fell: '{subject} fiel um {change} von {first} bis {last}',
    steady: '{subject} blieb von {first} bis {last} gleich',
    roseFrom: '{subject} stieg von {from} auf {to} von {first} bis {last}',
    fellTo: '{subject} fiel von {from} auf {to} von {first} bis {last}',
    extremes: '; am höchsten in {high} ({highValue}), am niedrigsten in {low} ({lowValue}).',
    categories:
      '{subject}: am höchsten {high} ({highValue}), am niedrigsten {low} ({lowValue}), {count} Einträge.',
    shares: '{subject}: größter Anteil {high} ({highShare}), kleinster {low} ({lowShare}), {count} Teile.',
    sharesOne: '{subject}: alles {high} ({highValue}).',
  },
  fr: {
    empty: '{subject} : aucune donnée.',
    single: '{subject} : {value} en {label}.',
    rose: '{subject} a augmenté de {change} de {first} à {last}',
    fell: '{subject} a baissé de {change} de {first} à {last}',
    steady: '{subject} est resté stable de {first} à {last}',
    roseFrom: '{subject} est passé de {from} à {to} de {first} à {last}',
    fellTo: '{subject} est passé de {from} à {to} de {first} à {last}',
    extremes: ' ; maximum en {high} ({highValue}), minimum en {low} ({lowValue}).',
    categories: '{subject} : maximum {high} ({highValue}), minimum {low} ({lowValue}), sur {count} éléments.',
    shares:
      '{subject} : plus grande part {high} ({highShare}), plus petite {low} ({lowShare}), sur {count} parts.',
    sharesOne: '{subject} : entièrement {high} ({highValue}).',
  },
  es: {
    empty: '{subject}: sin datos.',
    single: '{subject} fue {value} en {label}.',
    rose: '{subject} subió un {change} de {first} a {last}',
    fell: '{subject} bajó un {change} de {first} a {last}',
    steady: '{subject} se mantuvo estable de {first} a {last}',
    roseFrom: '{subject} subió de {from} a {to} de {first} a {last}',
    fellTo: '{subject} bajó de {from} a {to} de {first} a {last}',
    extremes: '; máximo en {high} ({highValue}), mínimo en {low} ({lowValue}).',
    categories: '{subject}: máximo {high} ({highValue}), mínimo {low} ({lowValue}), en {count} elementos.',
    shares: '{subject}: mayor parte {high} ({highShare}), menor {low} ({lowShare}), de {count} partes.',
    sharesOne: '{subject}: todo {high} ({highValue}).',
  },
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** The first index of the highest and of the lowest value. */
function extremes(points: readonly SummaryPoint[]): { high: SummaryPoint; low: SummaryPoint } {
  let high = points[0]!;
  let low = points[0]!;
  for (const point of points) {
    if (point.value > high.value) high = point;
    if (point.value < low.value) low = point;
  }
  return { high, low };
}

/**
 * A chart's one-sentence summary, read by a screen reader before the chart: the range and trend of a
 * series, its highest and lowest points, or the largest and smallest category or share. Points with
 * a value that is not a number are left out. Numbers follow `locale`; the words are English unless
 * the locale's language is German, French or Spanish.
 *
 * @example
 * chartSummary({ kind: 'series', subject: 'Spend', format: usd, locale: 'en-US', points: [
 *   { label: 'January', value: 100 }, { label: 'October', value: 150 }, { label: 'November', value: 112 }] })
 * // 'Spend rose 12% from January to November; highest in October ($150), lowest in January ($100).'
 */
export function chartSummary({ kind, subject, points, format, locale }: ChartSummaryInput): string {
  const tag = resolveLocale(locale);
  const words = PHRASES[tag.split('-')[0]!.toLowerCase()] ?? PHRASES.en!;
  const known = points.filter((p) => Number.isFinite(p.value));
  if (known.length === 0) return fill(words.empty, { subject });
  const { high, low } = extremes(known);
  const values = {
    subject,
    count: String(known.length),
    high: high.label,
    low: low.label,
    highValue: format(high.value),
    lowValue: format(low.value),
  };
  if (kind === 'shares') {
    const total = known.reduce((sum, p) => sum + Math.max(0, p.value), 0);
    const share = (p: SummaryPoint) =>
      formatPercent(total > 0 ? (Math.max(0, p.value) / total) * 100 : 0, 0, tag);
    if (known.length === 1) return fill(words.sharesOne, values);
    return fill(words.shares, { ...values, highShare: share(high), lowShare: share(low) });
  }
  if (known.length === 1) {
    return fill(words.single, { subject, value: format(known[0]!.value), label: known[0]!.label });
  }
  if (kind === 'categories') return fill(words.categories, values);
  const first = known[0]!;
  const last = known[known.length - 1]!;
  const ends = { subject, first: first.label, last: last.label };
  let trend: string;
  if (first.value === 0 || Math.sign(first.value) !== Math.sign(last.value)) {
    // A percent of zero, or across zero, says nothing: give both ends.
    const amounts = { ...ends, from: format(first.value), to: format(last.value) };
    trend =
      last.value === first.value
        ? fill(words.steady, ends)
        : fill(last.value > first.value ? words.roseFrom : words.fellTo, amounts);
  } else {
    const change = ((last.value - first.value) / Math.abs(first.value)) * 100;
    const text = formatPercent(Math.abs(change), Math.abs(change) < 10 ? 1 : 0, tag);
    trend =
      Math.abs(change) < STEADY_PERCENT
        ? fill(words.steady, ends)
        : fill(change > 0 ? words.rose : words.fell, { ...ends, change: text });
  }
  return trend + fill(words.extremes, values);
}

/**
 * What a screen reader hears for one point of a chart: its label, then the series (if named) and
 * the value already formatted in the context's locale.
 * @example chartPointText('March 2026', '€1.2 million', 'tracked spend') // 'March 2026, tracked spend €1.2 million'
 */
export function chartPointText(label: string, value: string, series?: string | null): string {
  return series ? `${label}, ${series} ${value}` : `${label}, ${value}`;
}
